import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { pdfWords } from '../../testing/pdf.ts';
import { invoiceTestKit } from '../invoices/invoice-test-support.ts';
import { SAMPLE_IBAN } from './sample-invoice.ts';

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
      'Umzug CHF 300.00',
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
});
