import { type ContractItem, computeInvoiceTotals, type Invoice, type Language } from '@maxer/domain';
import type { InvoicePdfInput } from './invoice-pdf.ts';

/** IBANs of the SIX examples: a QR-IBAN (institution id 30000–31999) and an ordinary one. */
export const SAMPLE_QR_IBAN = 'CH44 3199 9123 0008 8901 2';
export const SAMPLE_IBAN = 'CH93 0076 2011 6238 5295 7';

/**
 * An invoice as the PDF renderer reads it, every line type filled, its amounts computed by the
 * domain as the server does (invoice-view.ts). For the renderer's tests and the PDF bench.
 */
export function sampleInvoicePdfInput(
  options: { language?: Language; iban?: string | null; paid?: number; currency?: 'CHF' | 'EUR' } = {},
): InvoicePdfInput {
  const lines: ContractItem[] = [
    { type: 'item', description: 'Umzug Zürich–Bern, 3 Mitarbeiter', quantity: 7, unitPrice: 18_000 },
    { type: 'product', productId: null, description: 'Umzugskartons', quantity: 20, unitPrice: 350 },
    { type: 'text', text: 'Entsorgung nach Aufwand' },
    { type: 'subtotal', description: 'Zwischentotal' },
    { type: 'discount', description: 'Stammkunde', percent: 5 },
  ];
  const currency = options.currency ?? 'CHF';
  const totals = computeInvoiceTotals({ lines, includeVat: false, vatRate: 8.1, currency });
  const paid = options.paid ?? 0;
  const invoice: Invoice = {
    _id: '00000000-0000-4000-8000-000000000001',
    number: 4711,
    customer: {
      _id: '00000000-0000-4000-8000-000000000002',
      number: 1042,
      name: 'Erika Muster',
      email: 'erika@example.ch',
      gender: 'FEMALE',
    },
    contract: { _id: '00000000-0000-4000-8000-000000000003', number: 318 },
    date: '2026-03-01',
    dueDate: '2026-03-31',
    currency,
    total: totals.total,
    paid,
    unpaid: totals.total - paid,
    state: paid >= totals.total ? 'paid' : 'unpaid',
    createdAt: '2026-03-01T09:00:00.000Z',
    header: null,
    footer: '<p>Besten Dank für Ihren Auftrag.</p>',
    lines,
    includeVat: false,
    vatRate: 8.1,
    lineAmounts: totals.lines.map(({ index, amount, runningTotal }) => ({ index, amount, runningTotal })),
    subtotal: totals.subtotal,
    net: totals.net,
    vat: totals.vat,
    rounding: totals.rounding,
    locked: paid > 0,
    acceptedPrice: null,
    updatedAt: '2026-03-01T09:00:00.000Z',
  };
  return {
    language: options.language ?? 'de',
    invoice,
    customer: {
      gender: 'FEMALE',
      customerType: 'PERSON',
      firstName: 'Erika',
      lastName: 'Muster',
      companyName: null,
      email: 'erika@example.ch',
      street: 'Seeweg',
      streetNumber: '12a',
      zipCode: '3000',
      city: 'Bern',
      country: 'CH',
    },
    company: {
      name: 'Zügelprofis Zürich AG',
      website: 'https://zuegelprofis.example.ch',
      header: null,
      footer: null,
      pdfAccentColor: '#1f4e79',
      iban: options.iban === undefined ? SAMPLE_QR_IBAN : options.iban,
      address: { street: 'Bahnhofstrasse', buildingNumber: '1', zip: '8001', city: 'Zürich', country: 'CH' },
    },
    // None fixed yet: the company's IBAN with the reference of the invoice number.
    payment: null,
    logo: null,
  };
}

/**
 * The sample with ten priced lines: what issue 21 asks to fit on one page with its QR-bill (and what
 * the PDF bench times).
 */
export function tenLineInvoicePdfInput(): InvoicePdfInput {
  const input = sampleInvoicePdfInput();
  const lines: ContractItem[] = Array.from({ length: 10 }, (_, index) => ({
    type: 'item',
    description: `Umzugsarbeit Position ${index + 1}`,
    quantity: index + 1,
    unitPrice: 12_000,
  }));
  const totals = computeInvoiceTotals({ lines, includeVat: false, vatRate: 8.1, currency: 'CHF' });
  return {
    ...input,
    invoice: {
      ...input.invoice,
      lines,
      total: totals.total,
      unpaid: totals.total,
      lineAmounts: totals.lines.map(({ index, amount, runningTotal }) => ({ index, amount, runningTotal })),
      subtotal: totals.subtotal,
      net: totals.net,
      vat: totals.vat,
      rounding: totals.rounding,
    },
  };
}
