import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, customers } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../testing/index.ts';
import { pdfText, pdfWordsAbove } from '../../../testing/pdf.ts';
import { invoiceTestKit } from '../invoice-test-support.ts';
import { SAMPLE_QR_IBAN } from './sample-invoice.ts';

// Issue 15, item 8: what a Swiss invoice and offer must carry, read back from the PDFs the API serves.

const sender = {
  street: 'Bahnhofstrasse',
  streetNumber: '1',
  zipCode: '8001',
  city: 'Zürich',
  country: 'CH',
};

let t: TestApp;
let kit: ReturnType<typeof invoiceTestKit>;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-03-15T10:00:00Z') });
  kit = invoiceTestKit(t);
});
afterAll(() => t.close());

async function companyWithUid(values: object = {}) {
  const made = await kit.company();
  const owner = made.owner;
  const current = (await kit.call(owner, 'GET', '/api/company')).json() as Record<string, unknown>;
  const { _id, hasLogo, hasAgb, isQrIban, active, package: _p, updatedAt, ...settings } = current;
  const saved = await kit.call(owner, 'PUT', '/api/company', {
    ...settings,
    ...sender,
    vatNumber: 'CHE-123.456.788',
    ...values,
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  return made;
}

describe('legal essentials on the documents', () => {
  it('the invoice names the sender and its UID/VAT number in the letterhead, in both languages', async () => {
    const { owner } = await companyWithUid();
    const customer = await kit.customer(owner);
    const created = await kit.call(owner, 'POST', '/api/invoices', kit.freeInvoice(customer._id));
    const invoice = created.json() as { _id: string };
    const de = await kit.call(owner, 'GET', `/api/invoices/${invoice._id}/pdf`, undefined, 'de');
    const letterhead = pdfWordsAbove(de.rawPayload, 'Erika')!.join(' ');
    expect(letterhead).toContain('Bahnhofstrasse 1');
    expect(letterhead).toContain('8001 Zürich');
    expect(letterhead).toContain('MWST-Nr. CHE-123.456.788 MWST');
    const en = await kit.call(owner, 'GET', `/api/invoices/${invoice._id}/pdf`, undefined, 'en');
    expect(pdfWordsAbove(en.rawPayload, 'Erika')!.join(' ')).toContain('VAT no. CHE-123.456.788 MWST');
  });

  it('the offer (job PDF) carries them too', async () => {
    const { owner } = await companyWithUid();
    const customer = await kit.customer(owner);
    const contract = await kit.contract(owner, customer._id);
    const pdf = await kit.call(owner, 'GET', `/api/contracts/${contract._id}/pdf`, undefined, 'de');
    expect(pdf.statusCode).toBe(200);
    const letterhead = pdfWordsAbove(pdf.rawPayload, 'Erika')!.join(' ');
    expect(letterhead).toContain('Bahnhofstrasse 1 8001 Zürich');
    expect(letterhead).toContain('MWST-Nr. CHE-123.456.788 MWST');
  });

  it('without a UID nothing stands in for it', async () => {
    const { owner } = await companyWithUid({ vatNumber: null });
    const customer = await kit.customer(owner);
    const created = await kit.call(owner, 'POST', '/api/invoices', kit.freeInvoice(customer._id));
    const invoice = created.json() as { _id: string };
    const pdf = await kit.call(owner, 'GET', `/api/invoices/${invoice._id}/pdf`, undefined, 'de');
    expect(pdfText(pdf.rawPayload)).not.toContain('MWST-Nr.');
  });

  it('a long invoice goes on over a second page with its lines; the QR-bill stands on the first only', async () => {
    const { id, owner } = await companyWithUid();
    await t.database.db.update(companies).set({ iban: SAMPLE_QR_IBAN }).where(eq(companies.id, id));
    const customer = await kit.customer(owner);
    await t.database.db
      .update(customers)
      .set({ street: 'Seeweg', streetNumber: '12a', zipCode: '3000', city: 'Bern', country: 'CH' })
      .where(eq(customers.id, customer._id));
    const lines = Array.from({ length: 30 }, (_, index) => ({
      type: 'item',
      description: `Position ${index + 1}`,
      quantity: 1,
      unitPrice: 1_000,
    }));
    const created = await kit.call(owner, 'POST', '/api/invoices', kit.freeInvoice(customer._id, { lines }));
    const invoice = created.json() as { _id: string };
    const pdf = await kit.call(owner, 'GET', `/api/invoices/${invoice._id}/pdf`, undefined, 'de');
    const pages = pdfText(pdf.rawPayload)
      .split('\f')
      .map((page) => page.replace(/\s+/g, ' '))
      .filter((page) => page.trim() !== '');
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain('Zahlteil');
    for (const later of pages.slice(1)) {
      expect(later).not.toContain('Zahlteil');
      expect(later).not.toContain('Empfangsschein');
    }
    expect(pages.slice(1).join(' ')).toContain('Position 30');
    expect(pages.slice(1).join(' ')).toContain('Rechnungsbetrag');
  });
});
