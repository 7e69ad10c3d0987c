import {
  type CustomerType,
  type Gender,
  type Invoice,
  invoicePaymentCode,
  type Language,
  type PaymentCode,
  type QrAddress,
  richTextBlocks,
} from '@maxer/domain';
import { fillPlaceholders, genderWelcome } from '../../../platform/mail/compose/index.ts';
import {
  accentOf,
  addresseeName,
  addressLines,
  BODY_SIZE,
  documentFormat,
  documentWriter,
  drawDocumentHead,
  drawOpening,
  footerLine,
  loadPdfEngine,
  paymentPart,
  vatNumberLine,
} from '../../../platform/pdf/index.ts';
import { invoicePdfLabels } from './invoice-pdf-labels.ts';

/** Everything an invoice PDF shows, as plain data: the renderer reads no database and no file. */
export interface InvoicePdfInput {
  language: Language;
  invoice: Invoice;
  customer: {
    gender: Gender | null;
    customerType: CustomerType;
    firstName: string | null;
    lastName: string;
    companyName: string | null;
    email: string | null;
    street: string | null;
    streetNumber: string | null;
    zipCode: string | null;
    city: string | null;
    country: string;
  };
  company: {
    name: string;
    website: string | null;
    header: string | null;
    footer: string | null;
    pdfAccentColor: string | null;
    iban: string | null;
    /** The creditor's postal address for the QR-bill; null while the company has none. */
    address: Omit<QrAddress, 'name'> | null;
    /** The sender's address in the letterhead (as far as the company has one). */
    senderAddress?: readonly string[];
    /** UID/VAT number `CHE-123.456.789`, printed in the letterhead. */
    vatNumber?: string | null;
  };
  /** The account and reference fixed when the invoice was issued; null: none yet (the company's IBAN). */
  payment: { iban: string; reference: string } | null;
  logo: Buffer | null;
}

/**
 * The payment code of the invoice for the amount still unpaid (Swiss QR-bill or EPC QR code, by the
 * country of its account), or the reasons it has none.
 */
export function invoicePaymentCodeOf(input: InvoicePdfInput): PaymentCode {
  const { invoice, company, customer, payment } = input;
  return invoicePaymentCode({
    iban: payment?.iban ?? company.iban,
    reference: payment?.reference ?? null,
    currency: invoice.currency,
    amount: invoice.unpaid,
    invoiceNumber: invoice.number,
    company: { name: company.name, ...(company.address ?? {}) },
    customer: {
      name: addresseeName(customer),
      street: customer.street,
      buildingNumber: customer.streetNumber,
      zip: customer.zipCode,
      city: customer.city,
      country: customer.country,
    },
    message: `${invoicePdfLabels(input.language).invoice} ${invoice.number}`,
  });
}

/**
 * The invoice as an A4 PDF: the contract PDF's letterhead and layout, the addressee, the invoice's
 * facts, header text, lines, totals with VAT, payment terms and footer; and its payment code for the
 * amount still unpaid: the Swiss QR-bill payment part at the foot of the first page, or the EPC QR
 * code with the payment details, or a line saying why there is none.
 */
export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  // The PDF packages are loaded at the first document (ADR 063).
  await loadPdfEngine();
  const { invoice, company, customer, language } = input;
  const labels = invoicePdfLabels(language);
  const accent = accentOf(company.pdfAccentColor);
  const { money, quantity, day } = documentFormat(language, 'UTC', invoice.currency);

  const pdf = documentWriter({
    title: `${labels.invoice} ${invoice.number}`,
    author: company.name,
    language: language === 'de' ? 'de-CH' : 'en',
    accent,
    rowGap: 2,
  });
  const { style, heading, row, totalRule, richText, space } = pdf;
  const payment = paymentPart(pdf, invoicePaymentCodeOf(input), language);

  const facts: [string, string][] = [
    [labels.invoiceNumber, String(invoice.number)],
    [labels.date, day(invoice.date)],
    [labels.dueDate, day(invoice.dueDate)],
    [labels.customerNumber, String(invoice.customer.number)],
  ];
  if (invoice.contract) facts.push([labels.contractNumber, String(invoice.contract.number)]);
  drawDocumentHead(pdf, {
    company: {
      name: company.name,
      website: company.website,
      logo: input.logo,
      address: company.senderAddress ?? [],
      legal: vatNumberLine(company.vatNumber ?? null, language),
    },
    accent,
    address: addressLines(customer),
    facts,
    title: `${labels.invoice} ${invoice.number}`,
    spacing: 'compact',
  });
  const greeting = genderWelcome(customer, language);
  const placeholders = {
    gender_welcome: greeting,
    name: invoice.customer.name,
    email: invoice.customer.email ?? '',
  };
  const fill = (text: string) => fillPlaceholders(text, placeholders);
  drawOpening(pdf, { header: invoice.header, greeting, intro: labels.intro, fill });

  // The lines as entered, priced by the domain (lineAmounts: amount and running total per line).
  heading(labels.lines);
  const amounts = new Map(invoice.lineAmounts.map((line) => [line.index, line]));
  invoice.lines.forEach((line, index) => {
    const amount = amounts.get(index);
    if (line.type === 'item' || line.type === 'product') {
      row(line.description ?? '', money(amount?.amount ?? 0), {
        note: `${quantity(line.quantity)} × ${money(line.unitPrice)}`,
      });
    } else if (line.type === 'text') {
      if (line.text) row(line.text, null, { face: 'italic' });
    } else if (line.type === 'discount') {
      const percent = line.percent != null ? ` ${quantity(line.percent)} %` : '';
      row(`${line.description ?? labels.discount}${percent}`, money(amount?.amount ?? 0));
    } else {
      totalRule();
      row(line.description ?? labels.subtotalLine, money(amount?.runningTotal ?? 0), { face: 'bold' });
    }
  });

  // VAT breakdown and totals right below the lines (no heading of their own, as on a Swiss invoice:
  // with the QR-bill's payment part at its foot, a 10-line invoice still fits on one page).
  space(2);
  totalRule();
  const rate = quantity(invoice.vatRate);
  if (invoice.includeVat) {
    row(labels.subtotal, money(invoice.subtotal));
    row(labels.vatIncluded(rate), money(invoice.vat));
  } else {
    row(labels.net, money(invoice.net));
    row(labels.vatAdded(rate), money(invoice.vat));
  }
  if (invoice.rounding !== 0) row(labels.rounding, money(invoice.rounding));
  totalRule();
  row(labels.gross, money(invoice.total), { face: 'bold' });
  if (invoice.paid > 0) {
    row(labels.paid, money(-invoice.paid));
    row(labels.unpaid, money(invoice.unpaid), { face: 'bold' });
  }

  // Payment terms; where to pay, and why there is no payment code when there is none. With a QR-bill the
  // payment part below says where to pay, so the terms follow the totals without a heading of their own.
  if (payment.onFirstPageFoot) space(8);
  else heading(labels.payment);
  const days = Math.round((Date.parse(invoice.dueDate) - Date.parse(invoice.date)) / 86_400_000);
  if (invoice.unpaid === 0) row(labels.paidInFull, null);
  else row(labels.terms(day(invoice.dueDate), days), null);
  payment.drawDetails({ unpaid: invoice.unpaid, iban: input.payment?.iban ?? company.iban });

  const footer = invoice.footer ?? company.footer;
  const footerBlocks = footer ? richTextBlocks(footer) : [];
  if (footerBlocks.length > 0) {
    const height = pdf.richTextHeight(footerBlocks) + 10;
    if (height < 240) pdf.ensure(height);
    space(10);
    style('regular', BODY_SIZE);
    richText(footerBlocks, fill);
  }

  return pdf.finish(footerLine(company), labels.page, payment.finishing);
}
