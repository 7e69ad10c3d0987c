import { type PaymentListQuery, parseSort } from '@maxer/domain';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, invoices, payments } from '../../db/schema/index.ts';
import { customerName } from '../customers/index.ts';

const invoiceJoin = and(eq(invoices.id, payments.invoiceId), eq(invoices.companyId, payments.companyId));
const customerJoin = and(eq(customers.id, invoices.customerId), eq(customers.companyId, invoices.companyId));

const paymentColumns = {
  id: payments.id,
  invoiceId: payments.invoiceId,
  invoiceNumber: invoices.number,
  customerId: customers.id,
  customerName,
  amount: payments.amount,
  currency: invoices.currency,
  method: payments.method,
  date: payments.date,
  notes: payments.notes,
  notifyCustomer: payments.notifyCustomer,
  bankReference: payments.bankReference,
  createdAt: payments.createdAt,
};

/** A payment with its invoice's number and currency and the customer's name (one statement). */
function selectPayments(db: Db) {
  return db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(invoices, invoiceJoin)
    .innerJoin(customers, customerJoin);
}
export type PaymentRow = NonNullable<Awaited<ReturnType<typeof findPayment>>>;

export async function findPayment(db: Db, companyId: string, id: string) {
  const [row] = await selectPayments(db)
    .where(and(eq(payments.companyId, companyId), eq(payments.id, id)))
    .limit(1);
  return row;
}

/** The invoice a payment belongs to, locked: deleting a payment changes the invoice's paid amount. */
export async function paymentInvoiceId(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select({ invoiceId: payments.invoiceId, amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.id, id)));
  return row;
}

export async function insertPayment(db: Db, values: typeof payments.$inferInsert) {
  const [row] = await db
    .insert(payments)
    .values(values)
    .returning({ id: payments.id, createdAt: payments.createdAt });
  return row!;
}

/** Which of these bank references payments of the company already carry (asked in slices). */
export async function importedBankReferences(db: Db, companyId: string, references: string[]) {
  const found = new Set<string>();
  for (let start = 0; start < references.length; start += 1000) {
    const rows = await db
      .select({ bankReference: payments.bankReference })
      .from(payments)
      .where(
        and(
          eq(payments.companyId, companyId),
          inArray(payments.bankReference, references.slice(start, start + 1000)),
        ),
      );
    for (const row of rows) if (row.bankReference) found.add(row.bankReference);
  }
  return found;
}

/** The payment a bank booking was recorded as before, if any (its invoice's number with it). */
export async function findPaymentByBankReference(db: Db, companyId: string, bankReference: string) {
  const [row] = await db
    .select({ id: payments.id, invoiceId: payments.invoiceId, invoiceNumber: invoices.number })
    .from(payments)
    .innerJoin(invoices, invoiceJoin)
    .where(and(eq(payments.companyId, companyId), eq(payments.bankReference, bankReference)))
    .limit(1);
  return row;
}

/** Answers whether the payment was still there. */
export async function deletePayment(db: Db, companyId: string, id: string) {
  const deleted = await db
    .delete(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.id, id)))
    .returning({ id: payments.id });
  return deleted.length > 0;
}

const sortColumns = {
  date: [payments.date, payments.createdAt],
  amount: [payments.amount, payments.createdAt],
  createdAt: [payments.createdAt],
} as const;

function listFilter(companyId: string, query: PaymentListQuery): SQL | undefined {
  return and(
    eq(payments.companyId, companyId),
    query.method ? eq(payments.method, query.method) : undefined,
    query.invoiceId ? eq(payments.invoiceId, query.invoiceId) : undefined,
    query.customerId ? eq(invoices.customerId, query.customerId) : undefined,
    query.from ? gte(payments.date, query.from) : undefined,
    query.to ? lte(payments.date, query.to) : undefined,
  );
}

/**
 * One page and, in a second statement, the count and the sums of the filtered list per currency
 * (a company invoices in one currency, but an old invoice may carry the previous one).
 */
export async function listPayments(db: Db, companyId: string, query: PaymentListQuery) {
  const where = listFilter(companyId, query);
  const { column, descending } = parseSort(query.sort);
  const order = sortColumns[column as keyof typeof sortColumns].map((c) => (descending ? desc(c) : asc(c)));
  const [rows, sums] = await Promise.all([
    selectPayments(db)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({
        currency: invoices.currency,
        count: sql<number>`count(*)`.mapWith(Number),
        amount: sql<number>`coalesce(sum(${payments.amount}), 0)`.mapWith(Number),
      })
      .from(payments)
      .innerJoin(invoices, invoiceJoin)
      .where(where)
      .groupBy(invoices.currency)
      .orderBy(invoices.currency),
  ]);
  return {
    items: rows,
    total: sums.reduce((n, s) => n + s.count, 0),
    sums: sums.map(({ currency, amount }) => ({ currency, amount })),
  };
}
