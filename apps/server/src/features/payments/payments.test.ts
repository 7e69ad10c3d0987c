import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, invoices, mailOutbox } from '../../db/schema/index.ts';
import { createTestApp, type Session, type TestApp } from '../../testing/index.ts';
import { invoiceTestKit } from '../invoices/invoice-test-support.ts';

let t: TestApp;
let kit: ReturnType<typeof invoiceTestKit>;
const now = new Date('2026-03-15T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  kit = invoiceTestKit(t);
});
afterAll(() => t.close());

/** A company with one free invoice of CHF 290.80 (2 × 150.00 − 10 %, VAT 7.7 %, rounded). */
async function invoiceOf() {
  const company = await kit.company({ vatRate: 7.7 });
  const customer = await kit.customer(company.owner);
  const response = await kit.call(company.user, 'POST', '/api/invoices', kit.freeInvoice(customer._id));
  if (response.statusCode !== 201) throw new Error(response.body);
  const invoice = response.json() as { _id: string; number: number; total: number };
  expect(invoice.total).toBe(29_080);
  return { ...company, customer, invoice };
}

let keys = 0;
const payment = (amount: number, extra: object = {}) => ({
  amount,
  method: 'BANK',
  date: '2026-03-14',
  idempotencyKey: `form-${++keys}-${crypto.randomUUID()}`,
  ...extra,
});

const invoiceState = async (session: Session, id: string) =>
  (await kit.call(session, 'GET', `/api/invoices/${id}`)).json() as {
    paid: number;
    unpaid: number;
    state: string;
    locked: boolean;
  };

describe('payments', () => {
  it('records partial and full payments: paid, unpaid and state follow, activities are written', async () => {
    const { id: companyId, user, invoice } = await invoiceOf();
    const first = await kit.call(user, 'POST', `/api/invoices/${invoice._id}/payments`, payment(10_000));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      invoice: { _id: invoice._id, number: invoice.number },
      customer: { name: 'Erika Muster' },
      amount: 10_000,
      currency: 'CHF',
      method: 'BANK',
      date: '2026-03-14',
      notes: null,
      notifyCustomer: false,
    });
    expect(await invoiceState(user, invoice._id)).toMatchObject({
      paid: 10_000,
      unpaid: 19_080,
      state: 'unpaid',
      locked: true,
    });
    const rest = await kit.call(
      user,
      'POST',
      `/api/invoices/${invoice._id}/payments`,
      payment(19_080, { method: 'CASH', notes: 'bar' }),
    );
    expect(rest.statusCode).toBe(201);
    expect(await invoiceState(user, invoice._id)).toMatchObject({ paid: 29_080, unpaid: 0, state: 'paid' });
    const list = await kit.call(user, 'GET', `/api/invoices/${invoice._id}/payments`);
    expect(
      list
        .json()
        .map((p: { amount: number }) => p.amount)
        .sort(),
    ).toEqual([10_000, 19_080]);
    const logged = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.companyId, companyId), eq(activities.entityType, 'payment')));
    expect(logged.map((a) => a.action)).toEqual(['create', 'create']);
  });

  it.each([
    ['en', 'The Amount Should be more then Zero', 'The payments would exceed the invoice amount.'],
    ['de', 'Der Betrag muss grösser als null sein', 'Die Zahlungen würden den Rechnungsbetrag übersteigen.'],
  ])('refuses zero and more than the unpaid amount (%s)', async (language, zero, tooMuch) => {
    const { user, invoice } = await invoiceOf();
    const url = `/api/invoices/${invoice._id}/payments`;
    const none = await kit.call(user, 'POST', url, payment(0), language);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.amount).toEqual({ code: 'error_amount_not_positive', message: zero });
    await kit.call(user, 'POST', url, payment(20_000));
    const over = await kit.call(user, 'POST', url, payment(9_081), language);
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toMatchObject({
      code: 'error_payment_more_then_invoice_amount',
      message: tooMuch,
    });
    expect((await invoiceState(user, invoice._id)).paid).toBe(20_000);
  });

  it('parallel payments cannot together exceed the unpaid amount', async () => {
    const { user, owner, invoice } = await invoiceOf();
    const url = `/api/invoices/${invoice._id}/payments`;
    // Five requests of 100.00 at once on 290.80: two fit, the others must find the first ones.
    const answers = await Promise.all(
      [user, owner, user, owner, user].map((session) => kit.call(session, 'POST', url, payment(10_000))),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 201, 422, 422, 422]);
    expect(await invoiceState(user, invoice._id)).toMatchObject({ paid: 20_000, unpaid: 9_080 });
    const [stored] = await t.database.db
      .select({ paid: invoices.paid })
      .from(invoices)
      .where(eq(invoices.id, invoice._id));
    expect(stored!.paid).toBe(20_000);
  });

  it('a double submission (same idempotency key, also in parallel) pays once and answers the first payment', async () => {
    const { user, customer, invoice } = await invoiceOf();
    const url = `/api/invoices/${invoice._id}/payments`;
    const form = payment(5_000, { notifyCustomer: true });
    const [a, b] = await Promise.all([kit.call(user, 'POST', url, form), kit.call(user, 'POST', url, form)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json()._id).toBe(b.json()._id);
    const again = await kit.call(user, 'POST', url, form);
    expect(again.statusCode).toBe(200);
    expect(again.json()._id).toBe(a.json()._id);
    expect((await invoiceState(user, invoice._id)).paid).toBe(5_000);
    expect((await kit.call(user, 'GET', url)).json()).toHaveLength(1);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.relatedId, invoice._id));
    expect(mails).toHaveLength(1);

    // The same form key on a second invoice pays nothing and says so.
    const second = (await kit.call(user, 'POST', '/api/invoices', kit.freeInvoice(customer._id))).json();
    const reused = await kit.call(user, 'POST', `/api/invoices/${second._id}/payments`, form);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('error_idempotency_key_reused');
    // So does the same key with another amount on the same invoice: not silently the first payment.
    const otherAmount = await kit.call(user, 'POST', url, { ...form, amount: 6_000 });
    expect(otherAmount.statusCode).toBe(422);
    expect(otherAmount.json().error.code).toBe('error_idempotency_key_reused');
    expect((await invoiceState(user, invoice._id)).paid).toBe(5_000);
    expect((await invoiceState(user, second._id)).paid).toBe(0);
  });

  it('notifies the customer with the new balance, in the same transaction as the payment', async () => {
    const { id: companyId, user, invoice } = await invoiceOf();
    const url = `/api/invoices/${invoice._id}/payments`;
    await kit.call(user, 'POST', url, payment(10_000, { notifyCustomer: true }), 'de');
    // Refused payments send nothing.
    await kit.call(user, 'POST', url, payment(50_000, { notifyCustomer: true }), 'de');
    await kit.call(user, 'POST', url, payment(19_080, { notifyCustomer: true }), 'en');
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.companyId, companyId), eq(mailOutbox.kind, 'payment-notice')))
      .orderBy(mailOutbox.subject);
    expect(mails.map((m) => [m.recipient, m.relatedType, m.relatedId, m.subject])).toEqual([
      ['muster@example.ch', 'invoice', invoice._id, `Payment received for invoice ${invoice.number}`],
      ['muster@example.ch', 'invoice', invoice._id, `Zahlungseingang zu Rechnung ${invoice.number}`],
    ]);
    const [en, de] = mails;
    expect(de!.text).toContain('Guten Tag Erika Muster');
    expect(de!.text).toContain('Ihre Zahlung von CHF 100.00 vom 14.03.2026');
    expect(de!.text).toContain('Offener Betrag: CHF 190.80');
    expect(de!.html).toContain('CHF 190.80');
    expect(en!.text).toContain('Balance due: CHF 0.00');
    expect(en!.text).toContain('The invoice is now paid in full.');
  });

  it('deleting a payment makes the invoice unpaid again', async () => {
    const { user, customer, invoice } = await invoiceOf();
    const url = `/api/invoices/${invoice._id}/payments`;
    const paid = await kit.call(user, 'POST', url, payment(29_080));
    expect(await invoiceState(user, invoice._id)).toMatchObject({ state: 'paid', unpaid: 0 });
    // Two deletes at once (a double click): one removes it, the other finds it gone.
    const removals = await Promise.all([
      kit.call(user, 'DELETE', `/api/payments/${paid.json()._id}`),
      kit.call(user, 'DELETE', `/api/payments/${paid.json()._id}`),
    ]);
    expect(removals.map((r) => r.statusCode).sort()).toEqual([204, 404]);
    expect(await invoiceState(user, invoice._id)).toMatchObject({
      paid: 0,
      unpaid: 29_080,
      state: 'unpaid',
      locked: false,
    });
    expect((await kit.call(user, 'GET', `/api/payments/${paid.json()._id}`)).statusCode).toBe(404);
    // Without payments the invoice can be changed again.
    expect(
      (await kit.call(user, 'PUT', `/api/invoices/${invoice._id}`, kit.freeInvoice(customer._id))).statusCode,
    ).toBe(200);
  });

  it('lists all payments with method and date filters and sums of the filtered list', async () => {
    const { user, invoice } = await invoiceOf();
    const url = `/api/invoices/${invoice._id}/payments`;
    await kit.call(user, 'POST', url, payment(1_000, { method: 'CASH', date: '2026-02-01' }));
    await kit.call(user, 'POST', url, payment(2_000, { method: 'CASH', date: '2026-03-01' }));
    await kit.call(user, 'POST', url, payment(4_000, { method: 'BANK', date: '2026-03-02' }));
    const all = (await kit.call(user, 'GET', '/api/payments?pageSize=2')).json();
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 2, sums: [{ currency: 'CHF', amount: 7_000 }] });
    expect(all.items.map((p: { amount: number }) => p.amount)).toEqual([4_000, 2_000]);
    const cash = (
      await kit.call(user, 'GET', '/api/payments?method=CASH&from=2026-02-15&to=2026-03-31')
    ).json();
    expect(cash).toMatchObject({ total: 1, sums: [{ currency: 'CHF', amount: 2_000 }] });
    const one = (await kit.call(user, 'GET', `/api/payments/${cash.items[0]._id}`)).json();
    expect(one).toMatchObject({ amount: 2_000, method: 'CASH', date: '2026-03-01' });
  });

  it("another company's invoices and payments answer 404 and cannot be paid or deleted", async () => {
    const mine = await invoiceOf();
    const theirs = await invoiceOf();
    const paid = await kit.call(
      theirs.user,
      'POST',
      `/api/invoices/${theirs.invoice._id}/payments`,
      payment(1_000),
    );
    const id = paid.json()._id;
    const url = `/api/invoices/${theirs.invoice._id}/payments`;
    expect((await kit.call(mine.user, 'GET', url)).statusCode).toBe(404);
    expect((await kit.call(mine.user, 'POST', url, payment(1_000))).statusCode).toBe(404);
    expect((await kit.call(mine.user, 'GET', `/api/payments/${id}`)).statusCode).toBe(404);
    expect((await kit.call(mine.user, 'DELETE', `/api/payments/${id}`)).statusCode).toBe(404);
    expect((await kit.call(mine.user, 'GET', '/api/payments')).json().total).toBe(0);
    expect((await invoiceState(theirs.user, theirs.invoice._id)).paid).toBe(1_000);
  });
});
