import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, customers } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../testing/index.ts';
import { pdfText, pdfWords } from '../../../testing/pdf.ts';
import { invoiceTestKit } from '../invoice-test-support.ts';
import { SAMPLE_IBAN, SAMPLE_QR_IBAN } from './sample-invoice.ts';

const companyAddress = {
  street: 'Bahnhofstrasse',
  streetNumber: '1',
  zipCode: '8001',
  city: 'Zürich',
  country: 'CH',
};
const customerAddress = {
  street: 'Seeweg',
  streetNumber: '12a',
  zipCode: '3000',
  city: 'Bern',
  country: 'CH',
};

let t: TestApp;
let kit: ReturnType<typeof invoiceTestKit>;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-03-15T10:00:00Z') });
  kit = invoiceTestKit(t);
});
afterAll(() => t.close());

describe('GET /api/invoices/{id}/pdf read back', () => {
  it('writes the stored invoice: customer, lines, totals, payments, IBAN and why there is no QR-bill', async () => {
    const { id, owner, user } = await kit.company({ vatRate: 7.7 });
    await t.database.db.update(companies).set({ iban: SAMPLE_IBAN }).where(eq(companies.id, id));
    const customer = await kit.customer(owner);
    const created = await kit.call(user, 'POST', '/api/invoices', kit.freeInvoice(customer._id));
    const invoice = created.json() as { _id: string; number: number };
    await kit.pay(id, invoice._id, 10_000);
    const response = await kit.call(user, 'GET', `/api/invoices/${invoice._id}/pdf`, undefined, 'de');
    expect(response.statusCode).toBe(200);
    const words = pdfWords(response.rawPayload);
    for (const expected of [
      'Erika Muster',
      `Rechnung ${invoice.number}`,
      'Zahlbar bis 31.03.2026',
      'Umzug 2 × CHF 150.00 CHF 300.00',
      'Treue 10 % CHF -30.00',
      'zzgl. MWST 7.7 % CHF 20.79',
      'Rechnungsbetrag CHF 290.80',
      'Bereits bezahlt CHF -100.00',
      'Offener Betrag CHF 190.80',
      'Zahlbar an: CH93 0076 2011 6238 5295 7',
      'Ohne QR-Rechnung: Die Adresse der Firma ist unvollständig',
    ]) {
      expect(words).toContain(expected);
    }
  });

  it('with QR-IBAN and both addresses: the payment part with amount, QR reference and addresses', async () => {
    const { id, owner, user } = await kit.company({ vatRate: 7.7 });
    await t.database.db
      .update(companies)
      .set({ iban: SAMPLE_QR_IBAN, ...companyAddress })
      .where(eq(companies.id, id));
    const customer = await kit.customer(owner);
    await t.database.db.update(customers).set(customerAddress).where(eq(customers.id, customer._id));
    const created = await kit.call(user, 'POST', '/api/invoices', kit.freeInvoice(customer._id));
    const invoice = created.json() as { _id: string; number: number };
    const qr = (await kit.call(user, 'GET', `/api/invoices/${invoice._id}/qr-bill`)).json();
    const response = await kit.call(user, 'GET', `/api/invoices/${invoice._id}/pdf`, undefined, 'de');
    const first = pdfText(response.rawPayload).split('\f')[0]!.replace(/\s+/g, ' ');
    const printed = `${qr.reference.slice(0, 2)} ${qr.reference.slice(2).replace(/(.{5})(?=.)/g, '$1 ')}`;
    for (const expected of [
      'Empfangsschein',
      'Zahlteil',
      'CH44 3199 9123 0008 8901 2',
      'Bahnhofstrasse 1',
      '8001 Zürich',
      printed,
      'Erika Muster',
      'Seeweg 12a',
      '3000 Bern',
      '290.80',
      `Rechnung ${invoice.number}`,
    ]) {
      expect(first).toContain(expected);
    }
  });

  it("writes amounts as the web app and the e-mail do: CHF 1'329.60, open 829.60, never ’", async () => {
    const { owner, user } = await kit.company({ vatRate: 7.7 });
    const customer = await kit.customer(owner);
    const created = await kit.call(
      user,
      'POST',
      '/api/invoices',
      kit.freeInvoice(customer._id, {
        includeVat: true,
        lines: [{ type: 'item', description: 'Umzug', quantity: 1, unitPrice: 132_960 }],
      }),
    );
    const invoice = created.json() as { _id: string };
    const paid = await kit.call(user, 'POST', `/api/invoices/${invoice._id}/payments`, {
      amount: 50_000,
      method: 'BANK',
      date: '2026-03-10',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(paid.statusCode).toBe(201);
    const response = await kit.call(user, 'GET', `/api/invoices/${invoice._id}/pdf`, undefined, 'de');
    const words = pdfWords(response.rawPayload);
    expect(words).toContain("Umzug 1 × CHF 1'329.60 CHF 1'329.60");
    expect(words).toContain("Rechnungsbetrag CHF 1'329.60");
    expect(words).toContain('Offener Betrag CHF 829.60');
    expect(words).not.toContain('’');
    const english = await kit.call(user, 'GET', `/api/invoices/${invoice._id}/pdf`, undefined, 'en');
    expect(pdfWords(english.rawPayload)).toContain('CHF 1,329.60');
  });
});
