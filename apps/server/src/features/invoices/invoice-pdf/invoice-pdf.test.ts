import { isValidQrReference, isValidRfReference } from '@maxer/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, customers } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../testing/index.ts';
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

async function invoiceOf() {
  const company = await kit.company();
  const customer = await kit.customer(company.owner);
  const response = await kit.call(company.user, 'POST', '/api/invoices', kit.freeInvoice(customer._id));
  if (response.statusCode !== 201) throw new Error(response.body);
  return { ...company, invoice: response.json() as { _id: string; number: number; total: number } };
}

describe('invoice PDF endpoints', () => {
  it('answers the PDF inline or as a download, named in the language', async () => {
    const { user, invoice } = await invoiceOf();
    const inline = await kit.call(user, 'GET', `/api/invoices/${invoice._id}/pdf`, undefined, 'de');
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toBe(`inline; filename="Rechnung-${invoice.number}.pdf"`);
    expect(inline.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const download = await kit.call(user, 'GET', `/api/invoices/${invoice._id}/pdf?download=1&lang=en`);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Invoice-${invoice.number}.pdf"`,
    );
  });

  it('explains a missing QR-bill: no IBAN, no company address, the customer address incomplete', async () => {
    const { id, user, owner, invoice } = await invoiceOf();
    const url = `/api/invoices/${invoice._id}/qr-bill`;
    const none = await kit.call(user, 'GET', url, undefined, 'de');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({
      available: false,
      kind: null,
      referenceType: null,
      reference: null,
      account: null,
      amount: invoice.total,
      note: null,
      problems: [
        { code: 'no-iban', message: 'Die Firma hat keine IBAN hinterlegt.' },
        { code: 'company-address', message: expect.stringContaining('Adresse der Firma') },
        { code: 'customer-address', message: expect.stringContaining('Adresse des Kunden') },
      ],
    });
    await t.database.db.update(companies).set({ iban: SAMPLE_QR_IBAN }).where(eq(companies.id, id));
    const withIban = (await kit.call(user, 'GET', url)).json();
    expect(withIban.problems.map((p: { code: string }) => p.code)).toEqual([
      'company-address',
      'customer-address',
    ]);
    // With both addresses complete: a QR-bill with the QR reference of the invoice number.
    await t.database.db.update(companies).set(companyAddress).where(eq(companies.id, id));
    await t.database.db.update(customers).set(customerAddress).where(eq(customers.companyId, id));
    const ready = (await kit.call(user, 'GET', url)).json();
    expect(ready).toMatchObject({
      available: true,
      referenceType: 'QRR',
      amount: invoice.total,
      problems: [],
    });
    expect(ready.reference).toMatch(new RegExp(`^0+${invoice.number}\\d$`));
    expect(ready.reference).toHaveLength(27);
    expect(isValidQrReference(ready.reference)).toBe(true);
    // An ordinary IBAN now: this invoice keeps the account and reference it was first shown with; an
    // invoice issued now gets the RF creditor reference.
    await t.database.db.update(companies).set({ iban: SAMPLE_IBAN }).where(eq(companies.id, id));
    expect((await kit.call(user, 'GET', url)).json()).toMatchObject({
      referenceType: 'QRR',
      reference: ready.reference,
    });
    const customer = await kit.customer(owner, 'Neu');
    await t.database.db.update(customers).set(customerAddress).where(eq(customers.companyId, id));
    const next = (await kit.call(user, 'POST', '/api/invoices', kit.freeInvoice(customer._id))).json();
    const rf = (await kit.call(user, 'GET', `/api/invoices/${next._id}/qr-bill`)).json();
    expect(rf).toMatchObject({ available: true, referenceType: 'SCOR' });
    expect(isValidRfReference(rf.reference)).toBe(true);
  });

  it("another company's invoice answers 404", async () => {
    const mine = await invoiceOf();
    const theirs = await invoiceOf();
    for (const path of ['pdf', 'qr-bill']) {
      const response = await kit.call(mine.user, 'GET', `/api/invoices/${theirs.invoice._id}/${path}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('error_resource_not_found');
    }
  });
});
