import { describe, expect, it } from 'vitest';
import { invoiceQrBill, isSpsText, qrBillProblems, qrBillProblemText, toSpsText } from './qr-bill.ts';

const company = {
  name: 'Zügel AG',
  street: 'Bahnhofstrasse',
  buildingNumber: '1',
  zip: '8001',
  city: 'Zürich',
  country: 'CH',
};
const customer = {
  name: 'Erika Muster',
  street: 'Seeweg',
  buildingNumber: '12a',
  zip: '3000',
  city: 'Bern',
  country: 'ch',
};
const base = {
  currency: 'CHF',
  amount: 29_080,
  invoiceNumber: 17,
  company,
  customer,
  message: 'Rechnung 17',
};
const QR_IBAN = 'CH44 3199 9123 0008 8901 2';
const IBAN = 'CH93 0076 2011 6238 5295 7';

describe('invoice QR-bill data', () => {
  // Check digits 3 and 30 agree with swissqrbill's own checksum functions (an independent implementation).
  it('QR-IBAN: QR reference of the invoice number', () => {
    const result = invoiceQrBill({ ...base, iban: QR_IBAN });
    expect(result).toEqual({
      ok: true,
      referenceType: 'QRR',
      data: {
        currency: 'CHF',
        amount: 290.8,
        creditor: {
          account: 'CH4431999123000889012',
          name: 'Zügel AG',
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
        reference: '000000000000000000000000173',
        message: 'Rechnung 17',
      },
    });
  });

  it('IBAN: RF creditor reference of the invoice number', () => {
    const result = invoiceQrBill({ ...base, iban: IBAN, currency: 'EUR' });
    expect(result.ok && result.referenceType).toBe('SCOR');
    expect(result.ok && result.data.reference).toBe('RF3017');
    expect(result.ok && result.data.currency).toBe('EUR');
  });

  it('explains every reason for a missing QR-bill', () => {
    expect(qrBillProblems({ ...base, iban: null })).toEqual(['no-iban']);
    expect(qrBillProblems({ ...base, iban: 'CH93 0076 2011 6238 5295 8' })).toEqual(['invalid-iban']);
    expect(
      qrBillProblems({
        ...base,
        iban: IBAN,
        currency: 'USD',
        amount: 0,
        company: { name: 'X' },
        customer: { ...customer, street: ' ' },
      }),
    ).toEqual(['currency', 'company-address', 'customer-address', 'amount']);
    expect(qrBillProblems({ ...base, iban: IBAN, customer: { ...customer, country: 'Schweiz' } })).toEqual([
      'customer-address',
    ]);
    expect(qrBillProblems({ ...base, iban: IBAN, amount: -5 })).toEqual(['amount']);
    expect(qrBillProblems({ ...base, iban: IBAN })).toEqual([]);
    expect(qrBillProblemText('no-iban', 'de')).toBe('Die Firma hat keine IBAN hinterlegt.');
    expect(qrBillProblemText('customer-address', 'en')).toContain("customer's address is incomplete");
  });
});

describe('SPS character set', () => {
  it('keeps Swiss, French, Italian, Romanian letters and €, replaces the rest', () => {
    expect(isSpsText('Zürich, Genève, Città, Ștefan, 5 €')).toBe(true);
    expect(isSpsText('Łódź')).toBe(true);
    expect(isSpsText('東京')).toBe(false);
    expect(toSpsText('Müller-Lüdenscheidt\nGmbH', 70)).toBe('Müller-Lüdenscheidt GmbH');
    expect(toSpsText('Ṡtraße 東京 😀', 70)).toBe('Straße .. .');
    expect(toSpsText('x'.repeat(80), 70)).toHaveLength(70);
  });

  it('applies it to the addresses of the bill', () => {
    const result = invoiceQrBill({ ...base, iban: IBAN, customer: { ...customer, name: 'Ṁax 😀 Muster' } });
    expect(result.ok && result.data.debtor.name).toBe('Max . Muster');
  });
});
