import { isValidQrReference, isValidRfReference } from '@maxer/domain';
import { SwissQRBill } from 'swissqrbill/pdf';
import { isQRReferenceValid, isSCORReferenceValid } from 'swissqrbill/utils';
import { describe, expect, it } from 'vitest';
import { invoicePaymentCodeOf, renderInvoicePdf } from './invoice-pdf.ts';
import { SAMPLE_IBAN, sampleInvoicePdfInput } from './sample-invoice.ts';

/** The QR-bill data of invoice PDFs (no PDF rendered: `npm test` runs these without poppler). */
describe('invoice QR-bill data', () => {
  it('QR-IBAN: the QR reference of the invoice number, the unpaid amount, structured addresses', () => {
    const input = sampleInvoicePdfInput();
    const result = invoicePaymentCodeOf(input);
    if (result.kind !== 'swiss-qr-bill') throw new Error(result.kind);
    expect(result.referenceType).toBe('QRR');
    expect(result.data).toMatchObject({
      currency: 'CHF',
      amount: input.invoice.total / 100,
      creditor: {
        account: 'CH4431999123000889012',
        name: 'Zügelprofis Zürich AG',
        address: 'Bahnhofstrasse',
        buildingNumber: '1',
        zip: '8001',
        city: 'Zürich',
        country: 'CH',
      },
      debtor: {
        name: 'Erika Muster',
        address: 'Seeweg',
        buildingNumber: '12a',
        zip: '3000',
        city: 'Bern',
        country: 'CH',
      },
      message: 'Rechnung 4711',
    });
    expect(result.data.reference).toMatch(/^0{22}4711\d$/);
    // Two implementations agree on the check digit; swissqrbill accepts the whole bill.
    expect(isValidQrReference(result.data.reference!)).toBe(true);
    expect(isQRReferenceValid(result.data.reference!)).toBe(true);
    expect(() => new SwissQRBill(result.data)).not.toThrow();
  });

  it('ordinary IBAN: an RF creditor reference; EUR; after a partial payment the rest', () => {
    const input = sampleInvoicePdfInput({ iban: SAMPLE_IBAN, currency: 'EUR', paid: 36_585, language: 'en' });
    const result = invoicePaymentCodeOf(input);
    if (result.kind !== 'swiss-qr-bill') throw new Error(result.kind);
    expect(result.referenceType).toBe('SCOR');
    expect(result.data.reference).toMatch(/^RF\d{2}4711$/);
    expect(isValidRfReference(result.data.reference!)).toBe(true);
    expect(isSCORReferenceValid(result.data.reference!)).toBe(true);
    expect(result.data).toMatchObject({
      currency: 'EUR',
      amount: (input.invoice.total - 36_585) / 100,
      message: 'Invoice 4711',
    });
    expect(() => new SwissQRBill(result.data)).not.toThrow();
  });

  it('none without IBAN, without the company address, with an incomplete customer address, when paid', () => {
    expect(invoicePaymentCodeOf(sampleInvoicePdfInput({ iban: null }))).toEqual({
      kind: 'none',
      problems: ['no-iban'],
    });
    const input = sampleInvoicePdfInput();
    input.company.address = null;
    input.customer.zipCode = null;
    expect(invoicePaymentCodeOf(input)).toEqual({
      kind: 'none',
      problems: ['company-address', 'customer-address'],
    });
    const paid = sampleInvoicePdfInput();
    expect(invoicePaymentCodeOf(sampleInvoicePdfInput({ paid: paid.invoice.total }))).toEqual({
      kind: 'none',
      problems: ['amount'],
    });
  });

  // ISO 13616 examples of IBANs of the SEPA area and beyond.
  const IBANS = [
    'CH9300762011623852957',
    'CH4431999123000889012',
    'LI21088100002324013AA',
    'DE89370400440532013000',
    'AT611904300234573201',
    'FR1420041010050500013M02606',
    'IT60X0542811101000000123456',
    'NL91ABNA0417164300',
    'ES9121000418450200051332',
    'GB29NWBK60161331926819',
    'NO9386011117947',
    'BR1500000000000010932840814P2',
  ];

  it.each(IBANS.flatMap((iban) => [[iban, 'CHF'] as const, [iban, 'EUR'] as const]))(
    'IBAN %s, %s: a code the libraries accept, or none; the PDF renders either way',
    async (iban, currency) => {
      const input = sampleInvoicePdfInput({ iban, currency });
      const code = invoicePaymentCodeOf(input);
      const country = iban.slice(0, 2);
      const expected =
        country === 'CH' || country === 'LI'
          ? 'swiss-qr-bill'
          : currency === 'EUR' && country !== 'BR'
            ? 'epc'
            : 'none';
      expect(code.kind).toBe(expected);
      if (code.kind === 'swiss-qr-bill') expect(() => new SwissQRBill(code.data)).not.toThrow();
      if (code.kind === 'none') expect(code.problems).toEqual(['iban-country']);
      const pdf = await renderInvoicePdf(input);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    },
  );
});
