import { describe, expect, it } from 'vitest';
import { invoicePaymentCode, paymentCodeNote, paymentCodeProblemText } from './payment-code.ts';

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
  reference: null,
  currency: 'CHF',
  amount: 29_080,
  invoiceNumber: 17,
  company,
  customer,
  message: 'Rechnung 17',
};
const QR_IBAN = 'CH44 3199 9123 0008 8901 2';
const IBAN = 'CH93 0076 2011 6238 5295 7';
const GERMAN_IBAN = 'DE89 3704 0044 0532 0130 00';
const AUSTRIAN_IBAN = 'AT61 1904 3002 3457 3201';
const problems = (input: Parameters<typeof invoicePaymentCode>[0]) => {
  const code = invoicePaymentCode(input);
  return code.kind === 'none' ? code.problems : [];
};

describe('Swiss QR-bill', () => {
  // Check digits 3 and 30 agree with swissqrbill's own checksum functions (an independent implementation).
  it('QR-IBAN: QR reference of the invoice number', () => {
    expect(invoicePaymentCode({ ...base, iban: QR_IBAN })).toEqual({
      kind: 'swiss-qr-bill',
      iban: 'CH4431999123000889012',
      reference: '000000000000000000000000173',
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

  it('IBAN: RF creditor reference of the invoice number; a Liechtenstein IBAN too', () => {
    const code = invoicePaymentCode({ ...base, iban: IBAN, currency: 'EUR' });
    expect(code).toMatchObject({ kind: 'swiss-qr-bill', referenceType: 'SCOR', reference: 'RF3017' });
    expect(code.kind === 'swiss-qr-bill' && code.data.currency).toBe('EUR');
    expect(invoicePaymentCode({ ...base, iban: 'LI21 0881 0000 2324 013A A' }).kind).toBe('swiss-qr-bill');
  });

  it('prints the reference it is given (fixed when issued), not one derived again', () => {
    const code = invoicePaymentCode({ ...base, iban: QR_IBAN, reference: '210000000003139471430009017' });
    expect(code).toMatchObject({ referenceType: 'QRR', reference: '210000000003139471430009017' });
    // A reference that does not fit the account is a defect of the caller, not a different bill.
    expect(() =>
      invoicePaymentCode({ ...base, iban: IBAN, reference: '210000000003139471430009017' }),
    ).toThrow();
  });

  it('explains every reason for a missing code', () => {
    expect(problems({ ...base, iban: null })).toEqual(['no-iban']);
    expect(problems({ ...base, iban: 'CH93 0076 2011 6238 5295 8' })).toEqual(['invalid-iban']);
    expect(
      problems({
        ...base,
        iban: IBAN,
        currency: 'USD',
        amount: 0,
        company: { name: 'X' },
        customer: { ...customer, street: ' ' },
      }),
    ).toEqual(['currency', 'company-address', 'customer-address', 'amount']);
    expect(problems({ ...base, iban: IBAN, customer: { ...customer, country: 'Schweiz' } })).toEqual([
      'customer-address',
    ]);
    expect(problems({ ...base, iban: IBAN, amount: -5 })).toEqual(['amount']);
    expect(problems({ ...base, iban: IBAN, amount: 100_000_000_000 })).toEqual(['amount-too-large']);
    expect(problems({ ...base, iban: IBAN })).toEqual([]);
    expect(paymentCodeProblemText('no-iban', 'de')).toBe('Die Firma hat keine IBAN hinterlegt.');
    expect(paymentCodeProblemText('customer-address', 'en')).toContain("customer's address is incomplete");
  });

  it('applies the SPS character set and the field limits to the addresses of the bill', () => {
    const code = invoicePaymentCode({
      ...base,
      iban: IBAN,
      company: { ...company, name: 'Zügelprofis O’Brien – Umzüge' },
      customer: {
        ...customer,
        name: 'Genossenschaft für Wohnungsbau und Siedlungsentwicklung der Zürcher Oberländer Gemeinden',
        city: 'Hinterwaldhausen am Zürichsee im Oberland',
      },
    });
    if (code.kind !== 'swiss-qr-bill') throw new Error(code.kind);
    expect(code.data.creditor.name).toBe("Zügelprofis O'Brien - Umzüge");
    expect(code.data.debtor.name).toBe('Genossenschaft für Wohnungsbau und Siedlungsentwicklung der Zürcher');
    expect(code.data.debtor.city).toBe('Hinterwaldhausen am Zürichsee im');
  });
});

describe('by the country of the IBAN', () => {
  it.each([GERMAN_IBAN, AUSTRIAN_IBAN])('%s in EUR: the EPC QR code with the RF reference', (iban) => {
    const code = invoicePaymentCode({
      ...base,
      iban,
      currency: 'EUR',
      company: { name: 'Zügel AG' },
      customer: { name: 'Erika' },
    });
    expect(code).toMatchObject({ kind: 'epc', referenceType: 'SCOR', reference: 'RF3017' });
    expect(code.kind === 'epc' && code.payload.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      '',
      'Zügel AG',
      iban.replace(/ /g, ''),
      'EUR290.80',
      '',
      'RF3017',
      '',
      'Rechnung 17',
    ]);
  });

  it.each([GERMAN_IBAN, AUSTRIAN_IBAN])('%s in CHF: none, and why', (iban) => {
    expect(problems({ ...base, iban })).toEqual(['iban-country']);
    expect(paymentCodeProblemText('iban-country', 'de')).toContain(
      'nicht aus der Schweiz oder Liechtenstein',
    );
    expect(paymentCodeProblemText('iban-country', 'en')).toContain('not from Switzerland or Liechtenstein');
  });

  it('an IBAN outside SEPA: none, even in EUR', () => {
    // Brazil (ISO 13616 example).
    expect(problems({ ...base, iban: 'BR15 0000 0000 0000 1093 2840 814P 2', currency: 'EUR' })).toEqual([
      'iban-country',
    ]);
  });

  it('the office learns why an EPC code stands where a QR-bill would', () => {
    expect(paymentCodeNote('epc', 'de')).toContain('EPC-QR-Code');
    expect(paymentCodeNote('epc', 'en')).toContain('EPC QR code');
    expect(paymentCodeNote('swiss-qr-bill', 'en')).toBeNull();
  });
});
