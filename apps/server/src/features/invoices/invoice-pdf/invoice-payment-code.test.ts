import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../testing/index.ts';
import { invoiceTestKit } from '../invoice-test-support.ts';
import { SAMPLE_IBAN, SAMPLE_QR_IBAN } from './sample-invoice.ts';

/**
 * Which payment code an invoice carries, decided by the country of the company's IBAN: the Swiss
 * QR-bill (CH/LI), the EPC QR code (EUR, another SEPA country) or none with the reason; and the
 * reference, fixed when the invoice is issued. Through the API: `/qr-bill`, the PDF, sending.
 */
let t: TestApp;
let kit: ReturnType<typeof invoiceTestKit>;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-03-15T10:00:00Z') });
  kit = invoiceTestKit(t);
});
afterAll(() => t.close());

const GERMAN_IBAN = 'DE89 3704 0044 0532 0130 00';
const AUSTRIAN_IBAN = 'AT61 1904 3002 3457 3201';

const settings = (currency: 'CHF' | 'EUR', iban: string | null) => ({
  // Each company of this file its own name (company names are unique).
  name: `Umzüge Grenzland ${randomUUID().slice(0, 6)} GmbH`,
  pdfRelocationPriceType: 'FROMTO',
  contractNumberStart: 1,
  customerNumberStart: 1,
  vatRate: 8.1,
  currency,
  timeZone: 'Europe/Zurich',
  iban,
  street: 'Hauptstrasse',
  streetNumber: '5',
  zipCode: '8200',
  city: 'Schaffhausen',
  country: 'CH',
});

async function companyWith(currency: 'CHF' | 'EUR', iban: string | null) {
  const company = await kit.company();
  const saved = await kit.call(company.owner, 'PUT', '/api/company', settings(currency, iban));
  expect(saved.statusCode).toBe(200);
  const customer = await kit.customer(company.owner);
  await kit.call(company.owner, 'PUT', `/api/customers/${customer._id}`, {
    gender: 'FEMALE',
    firstName: 'Erika',
    lastName: 'Muster',
    email: 'muster@example.ch',
    street: 'Seeweg',
    streetNumber: '12a',
    zipCode: '3000',
    city: 'Bern',
    country: 'CH',
  });
  return { ...company, customer };
}

async function invoiceOf(session: Session, customerId: string) {
  const created = await kit.call(session, 'POST', '/api/invoices', kit.freeInvoice(customerId));
  expect(created.statusCode).toBe(201);
  return created.json() as { _id: string; number: number; total: number };
}

const status = async (session: Session, id: string, language = 'en') =>
  (await kit.call(session, 'GET', `/api/invoices/${id}/qr-bill`, undefined, language)).json();

describe('payment code by the country of the IBAN', () => {
  it.each([GERMAN_IBAN, AUSTRIAN_IBAN])(
    'CHF invoice, IBAN %s: the PDF downloads and sends, without a code, and says why in both languages',
    async (iban) => {
      const { owner, user, customer } = await companyWith('CHF', iban);
      const invoice = await invoiceOf(user, customer._id);

      const pdf = await kit.call(user, 'GET', `/api/invoices/${invoice._id}/pdf?download=1`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      const english = await status(user, invoice._id, 'en');
      expect(english).toMatchObject({ available: false, kind: null, reference: null, note: null });
      expect(english.problems).toEqual([
        { code: 'iban-country', message: expect.stringContaining('not from Switzerland or Liechtenstein') },
      ]);
      const german = await status(user, invoice._id, 'de');
      expect(german.problems[0].message).toContain('nicht aus der Schweiz oder Liechtenstein');

      const sent = await kit.call(owner, 'POST', `/api/invoices/${invoice._id}/send`, { language: 'de' });
      expect(sent.statusCode).toBe(201);
      expect(sent.json().attachments).toEqual([
        expect.objectContaining({
          filename: `Rechnung-${invoice.number}.pdf`,
          contentType: 'application/pdf',
        }),
      ]);
    },
  );

  it('EUR invoice with a German IBAN: an EPC QR code with the RF reference, and the note why no QR-bill', async () => {
    const { owner, user, customer } = await companyWith('EUR', GERMAN_IBAN);
    const invoice = await invoiceOf(user, customer._id);
    const english = await status(user, invoice._id, 'en');
    expect(english).toMatchObject({
      available: true,
      kind: 'epc',
      referenceType: 'SCOR',
      reference: `RF${english.reference.slice(2, 4)}${invoice.number}`,
      account: 'DE89370400440532013000',
      amount: invoice.total,
      problems: [],
    });
    expect(english.note).toContain('EPC QR code');
    expect((await status(user, invoice._id, 'de')).note).toContain('EPC-QR-Code');

    const pdf = await kit.call(user, 'GET', `/api/invoices/${invoice._id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const sent = await kit.call(owner, 'POST', `/api/invoices/${invoice._id}/send`, { language: 'en' });
    expect(sent.statusCode).toBe(201);
  });

  it('CH and LI IBANs keep the Swiss QR-bill, in CHF and EUR', async () => {
    for (const [currency, iban] of [
      ['CHF', SAMPLE_QR_IBAN],
      ['EUR', SAMPLE_IBAN],
      ['CHF', 'LI21 0881 0000 2324 013A A'],
    ] as const) {
      const { user, customer } = await companyWith(currency, iban);
      const invoice = await invoiceOf(user, customer._id);
      expect(await status(user, invoice._id)).toMatchObject({ available: true, kind: 'swiss-qr-bill' });
    }
  });
});

describe('the reference is fixed when the invoice is issued', () => {
  it('a later change of IBAN, QR-IBAN to IBAN and back, leaves an issued invoice as it was', async () => {
    const { owner, user, customer } = await companyWith('CHF', SAMPLE_QR_IBAN);
    const first = await invoiceOf(user, customer._id);
    const issued = await status(user, first._id);
    expect(issued).toMatchObject({
      kind: 'swiss-qr-bill',
      referenceType: 'QRR',
      account: 'CH4431999123000889012',
    });

    await kit.call(owner, 'PUT', '/api/company', settings('CHF', SAMPLE_IBAN));
    expect(await status(user, first._id)).toMatchObject({
      referenceType: 'QRR',
      reference: issued.reference,
      account: 'CH4431999123000889012',
    });
    // An invoice issued now takes the new account, with an RF reference.
    const second = await invoiceOf(user, customer._id);
    const later = await status(user, second._id);
    expect(later).toMatchObject({ referenceType: 'SCOR', account: 'CH9300762011623852957' });
    expect(later.reference).toMatch(/^RF\d{2}\d+$/);

    await kit.call(owner, 'PUT', '/api/company', settings('CHF', SAMPLE_QR_IBAN));
    expect((await status(user, first._id)).reference).toBe(issued.reference);
    expect(await status(user, second._id)).toMatchObject({
      reference: later.reference,
      account: 'CH9300762011623852957',
    });
  });

  it('an invoice issued before the company had an IBAN takes the first one, then keeps it', async () => {
    const { owner, user, customer } = await companyWith('CHF', null);
    const invoice = await invoiceOf(user, customer._id);
    expect(await status(user, invoice._id)).toMatchObject({
      available: false,
      reference: null,
      account: null,
    });

    await kit.call(owner, 'PUT', '/api/company', settings('CHF', SAMPLE_IBAN));
    const fixed = await status(user, invoice._id);
    expect(fixed).toMatchObject({ available: true, referenceType: 'SCOR', account: 'CH9300762011623852957' });

    await kit.call(owner, 'PUT', '/api/company', settings('CHF', SAMPLE_QR_IBAN));
    expect(await status(user, invoice._id)).toMatchObject({
      reference: fixed.reference,
      account: 'CH9300762011623852957',
    });
  });
});
