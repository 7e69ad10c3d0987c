import type { Language } from '@maxer/domain';

/**
 * The words of the invoice PDF in both document languages (glossary.md: Swiss business German); those of
 * its payment details and payment part are platform/pdf's.
 */
export const INVOICE_PDF_LABELS = {
  de: {
    invoice: 'Rechnung',
    invoiceNumber: 'Rechnung Nr.',
    date: 'Datum',
    dueDate: 'Zahlbar bis',
    customerNumber: 'Kunden-Nr.',
    contractNumber: 'Auftrag Nr.',
    page: (page: number, pages: number) => `Seite ${page} von ${pages}`,
    intro: 'für unsere Leistungen erlauben wir uns, Ihnen Folgendes in Rechnung zu stellen.',
    lines: 'Leistungen',
    discount: 'Rabatt',
    subtotalLine: 'Zwischentotal',
    totals: 'Total',
    subtotal: 'Zwischensumme',
    net: 'Total exkl. MWST',
    vatAdded: (rate: string) => `zzgl. MWST ${rate} %`,
    vatIncluded: (rate: string) => `inkl. MWST ${rate} %`,
    rounding: 'Rundung',
    gross: 'Rechnungsbetrag',
    paid: 'Bereits bezahlt',
    unpaid: 'Offener Betrag',
    payment: 'Zahlung',
    terms: (due: string, days: number) =>
      days > 0 ? `Zahlbar innert ${days} Tagen netto, bis ${due}.` : `Zahlbar sofort, bis ${due}.`,
    paidInFull: 'Diese Rechnung ist bezahlt. Vielen Dank.',
  },
  en: {
    invoice: 'Invoice',
    invoiceNumber: 'Invoice no.',
    date: 'Date',
    dueDate: 'Due date',
    customerNumber: 'Customer no.',
    contractNumber: 'Order no.',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    intro: 'we are pleased to invoice you for our services as follows.',
    lines: 'Services',
    discount: 'Discount',
    subtotalLine: 'Subtotal',
    totals: 'Total',
    subtotal: 'Subtotal',
    net: 'Total excl. VAT',
    vatAdded: (rate: string) => `plus VAT ${rate} %`,
    vatIncluded: (rate: string) => `incl. VAT ${rate} %`,
    rounding: 'Rounding',
    gross: 'Invoice amount',
    paid: 'Already paid',
    unpaid: 'Balance due',
    payment: 'Payment',
    terms: (due: string, days: number) =>
      days > 0 ? `Payable within ${days} days net, by ${due}.` : `Payable immediately, by ${due}.`,
    paidInFull: 'This invoice is paid. Thank you.',
  },
} as const satisfies Record<Language, unknown>;

export type InvoicePdfLabels = (typeof INVOICE_PDF_LABELS)[Language];
