import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { invoices, payments } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { invoiceTestKit } from '../invoices/invoice-test-support.ts';

/**
 * A payment's stored currency (migration 0052), which the analytics sum the paid revenue by: always its
 * invoice's, however the payment was written, also when the invoice's currency changes; and the
 * migration's backfill gives every existing payment its invoice's.
 */
let t: TestApp;
let kit: ReturnType<typeof invoiceTestKit>;
const NOW = new Date('2026-03-15T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  kit = invoiceTestKit(t);
});
afterAll(() => t.close());

let keys = 0;
const payment = (amount: number) => ({
  amount,
  method: 'BANK',
  date: '2026-03-14',
  idempotencyKey: `form-${++keys}-${crypto.randomUUID()}`,
});

async function invoiceIn(currency: 'CHF' | 'EUR') {
  const company = await kit.company({ currency, vatRate: 7.7 });
  const customer = await kit.customer(company.owner);
  const response = await kit.call(company.user, 'POST', '/api/invoices', kit.freeInvoice(customer._id));
  expect(response.statusCode).toBe(201);
  return { ...company, invoice: response.json() as { _id: string; total: number } };
}

const currenciesOf = async (invoiceId: string) =>
  (
    await t.database.db
      .select({ currency: payments.currency })
      .from(payments)
      .where(eq(payments.invoiceId, invoiceId))
  )
    .map((row) => row.currency)
    .sort();

describe('payments.currency', () => {
  it('is the invoice currency when a payment is recorded, and the analytics sum it there', async () => {
    const { owner, user, invoice } = await invoiceIn('EUR');
    const recorded = await kit.call(user, 'POST', `/api/invoices/${invoice._id}/payments`, payment(10_000));
    expect(recorded.statusCode).toBe(201);
    expect(await currenciesOf(invoice._id)).toEqual(['EUR']);
    const body = (await kit.call(owner, 'GET', '/api/analytics?from=2026-03&to=2026-03')).json();
    expect(body.revenue).toEqual([
      {
        currency: 'EUR',
        months: [{ month: '2026-03', invoiced: invoice.total, paid: 10_000 }],
        totals: { invoiced: invoice.total, paid: 10_000 },
      },
    ]);
  });

  it('cannot be another than the invoice currency, and follows a change of it', async () => {
    const { id: companyId, user, invoice } = await invoiceIn('CHF');
    await kit.call(user, 'POST', `/api/invoices/${invoice._id}/payments`, payment(5_000));
    // Written directly with another currency: the invoice's is stored all the same.
    await t.database.db.insert(payments).values({
      companyId,
      invoiceId: invoice._id,
      amount: 1_000,
      method: 'CASH',
      date: '2026-03-14',
      currency: 'EUR',
    });
    expect(await currenciesOf(invoice._id)).toEqual(['CHF', 'CHF']);
    // Nor can an update set another one.
    await expect(
      t.database.db.update(payments).set({ currency: 'EUR' }).where(eq(payments.invoiceId, invoice._id)),
    ).rejects.toThrow();
    expect(await currenciesOf(invoice._id)).toEqual(['CHF', 'CHF']);
    await t.database.db.update(invoices).set({ currency: 'EUR' }).where(eq(invoices.id, invoice._id));
    expect(await currenciesOf(invoice._id)).toEqual(['EUR', 'EUR']);
  });

  it('is backfilled by migration 0052 from each payment invoice', async () => {
    const chf = await invoiceIn('CHF');
    const eur = await invoiceIn('EUR');
    await kit.call(chf.user, 'POST', `/api/invoices/${chf.invoice._id}/payments`, payment(2_000));
    await kit.call(eur.user, 'POST', `/api/invoices/${eur.invoice._id}/payments`, payment(3_000));
    const migration = fs.readFileSync(
      path.join(import.meta.dirname, '../../db/migrations/0052_analytics_speed.sql'),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .find((statement) => /^UPDATE "payments"/.test(statement));
    expect(backfill).toBeDefined();
    // The payments as they were before the migration: no currency (its constraints and trigger lifted).
    await t.database.db.execute(sql`alter table payments drop constraint payments_currency,
      drop constraint payments_invoice_currency_fk`);
    await t.database.db.execute(sql`update payments set currency = null`);
    expect(await currenciesOf(eur.invoice._id)).toEqual([null]);
    await t.database.db.execute(sql.raw(backfill!));
    expect(await currenciesOf(chf.invoice._id)).toEqual(['CHF']);
    expect(await currenciesOf(eur.invoice._id)).toEqual(['EUR']);
    const [left] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from payments where currency is null`),
    );
    expect(left!.n).toBe(0);
  });
});
