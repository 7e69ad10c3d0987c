import { type InvoiceListQuery, parseSort } from '@maxer/domain';
import { and, asc, desc, eq, gt, gte, ilike, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { contracts, customers, invoices, payments } from '../../db/schema/index.ts';

/** How the customer is named on lists and documents: the company name for companies, else the person. */
export const customerName = sql<string>`case when ${customers.customerType} = 'COMPANY' and ${customers.companyName} is not null then ${customers.companyName} else trim(coalesce(${customers.firstName}, '') || ' ' || ${customers.lastName}) end`;

const customerJoin = and(eq(customers.id, invoices.customerId), eq(customers.companyId, invoices.companyId));
const contractJoin = and(eq(contracts.id, invoices.contractId), eq(contracts.companyId, invoices.companyId));

const summaryColumns = {
  id: invoices.id,
  number: invoices.number,
  date: invoices.date,
  dueDate: invoices.dueDate,
  currency: invoices.currency,
  total: invoices.total,
  paid: invoices.paid,
  unpaid: invoices.unpaid,
  createdAt: invoices.createdAt,
  customer: {
    id: customers.id,
    number: customers.number,
    name: customerName,
    email: customers.email,
    gender: customers.gender,
  },
  contractId: invoices.contractId,
  contractNumber: contracts.number,
};

export async function findInvoice(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select({
      ...summaryColumns,
      header: invoices.header,
      footer: invoices.footer,
      lines: invoices.lines,
      includeVat: invoices.includeVat,
      vatRate: invoices.vatRate,
      net: invoices.net,
      vat: invoices.vat,
      updatedAt: invoices.updatedAt,
    })
    .from(invoices)
    .innerJoin(customers, customerJoin)
    .leftJoin(contracts, contractJoin)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.id, id)))
    .limit(1);
  return row;
}
export type InvoiceRow = NonNullable<Awaited<ReturnType<typeof findInvoice>>>;

/**
 * Lock an invoice row for the rest of the transaction and answer its amounts: every change of its
 * payments or lines goes through this lock, so two requests never both see the same unpaid amount.
 */
export async function lockInvoice(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select({ id: invoices.id, total: invoices.total, paid: invoices.paid, number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.id, id)))
    .for('update');
  return row;
}

/**
 * paid := Σ payments of the invoice, inside the caller's transaction (after `lockInvoice`). Answers
 * the new amounts; the table's check refuses paid > total.
 */
export async function recomputeInvoicePaid(db: Db, companyId: string, id: string) {
  const [row] = await db
    .update(invoices)
    .set({
      paid: sql`(select coalesce(sum(${payments.amount}), 0) from ${payments} where ${payments.companyId} = ${companyId} and ${payments.invoiceId} = ${id})`,
      updatedAt: new Date(),
    })
    .where(and(eq(invoices.companyId, companyId), eq(invoices.id, id)))
    .returning({ total: invoices.total, paid: invoices.paid, unpaid: invoices.unpaid });
  return row;
}

const sortColumns = {
  number: [invoices.number],
  date: [invoices.date, invoices.number],
  dueDate: [invoices.dueDate, invoices.number],
  total: [invoices.total, invoices.number],
  unpaid: [invoices.unpaid, invoices.number],
} as const;

/** The filters of the list; `today` is the company's calendar day (for overdue). */
function listFilter(companyId: string, query: InvoiceListQuery, today: string): SQL | undefined {
  const q = query.q?.trim();
  let search: SQL | undefined;
  if (q) {
    const byName = ilike(customerName, containsPattern(q));
    search = /^\d{1,9}$/.test(q) ? or(eq(invoices.number, Number(q)), byName) : byName;
  }
  return and(
    eq(invoices.companyId, companyId),
    query.state === 'paid' ? eq(invoices.unpaid, 0) : undefined,
    query.state === 'unpaid' ? gt(invoices.unpaid, 0) : undefined,
    query.state === 'overdue' ? and(gt(invoices.unpaid, 0), lt(invoices.dueDate, today)) : undefined,
    query.customerId ? eq(invoices.customerId, query.customerId) : undefined,
    query.contractId ? eq(invoices.contractId, query.contractId) : undefined,
    query.from ? gte(invoices.date, query.from) : undefined,
    query.to ? lte(invoices.date, query.to) : undefined,
    search,
  );
}

/** One page and, in a second statement, the count and sums of the whole filtered list. */
export async function listInvoices(db: Db, companyId: string, query: InvoiceListQuery, today: string) {
  const where = listFilter(companyId, query, today);
  const { column, descending } = parseSort(query.sort);
  const order = sortColumns[column as keyof typeof sortColumns].map((c) => (descending ? desc(c) : asc(c)));
  const [rows, [aggregate]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(invoices)
      .innerJoin(customers, customerJoin)
      .leftJoin(contracts, contractJoin)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    // The customer is joined only for a search by name (every invoice has its customer).
    (query.q
      ? db.select(aggregateColumns).from(invoices).innerJoin(customers, customerJoin)
      : db.select(aggregateColumns).from(invoices)
    ).where(where),
  ]);
  return {
    items: rows,
    total: aggregate?.count ?? 0,
    sums: { total: aggregate?.total ?? 0, paid: aggregate?.paid ?? 0, unpaid: aggregate?.unpaid ?? 0 },
  };
}

const aggregateColumns = {
  count: sql<number>`count(*)`.mapWith(Number),
  total: sql<number>`coalesce(sum(${invoices.total}), 0)`.mapWith(Number),
  paid: sql<number>`coalesce(sum(${invoices.paid}), 0)`.mapWith(Number),
  unpaid: sql<number>`coalesce(sum(${invoices.unpaid}), 0)`.mapWith(Number),
};

export async function insertInvoice(db: Db, values: typeof invoices.$inferInsert) {
  const [row] = await db.insert(invoices).values(values).returning({ id: invoices.id });
  return row!.id;
}

export async function updateInvoice(
  db: Db,
  companyId: string,
  id: string,
  values: Partial<typeof invoices.$inferInsert>,
) {
  await db
    .update(invoices)
    .set(values)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.id, id)));
}

export async function deleteInvoice(db: Db, companyId: string, id: string) {
  await db.delete(invoices).where(and(eq(invoices.companyId, companyId), eq(invoices.id, id)));
}

/** What an invoice takes from the contract it is created from. */
export async function findContractForInvoice(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select({
      id: contracts.id,
      number: contracts.number,
      status: contracts.status,
      customerId: contracts.customerId,
      details: contracts.details,
      includeVat: contracts.includeVat,
      vatRate: contracts.vatRate,
      currency: contracts.currency,
      acceptedSnapshot: contracts.acceptedSnapshot,
    })
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, id)))
    .limit(1);
  return row;
}

export async function companyCustomerExists(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, id)));
  return row !== undefined;
}
