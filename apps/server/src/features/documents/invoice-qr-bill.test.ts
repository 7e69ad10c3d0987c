import { isValidQrReference, isValidRfReference } from '@maxer/domain';
import { SwissQRBill } from 'swissqrbill/pdf';
import { isQRReferenceValid, isSCORReferenceValid } from 'swissqrbill/utils';
import { describe, expect, it } from 'vitest';
import { invoicePaymentCodeOf } from './invoice-pdf.ts';
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
});
