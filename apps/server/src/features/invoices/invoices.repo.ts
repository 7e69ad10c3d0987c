import { type Currency, type InvoiceListQuery, parseSort } from '@maxer/domain';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { preparedListPage } from '../../db/list-page.ts';
import { contracts, customers, invoices, payments } from '../../db/schema/index.ts';
import { customerName } from '../customers/index.ts';

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
      paymentIban: invoices.paymentIban,
      paymentReference: invoices.paymentReference,
      updatedAt: invoices.updatedAt,
      acceptedSnapshot: contracts.acceptedSnapshot,
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

/** A payment reference as compared: without spaces, upper case (the index of the same expression). */
const comparableReference = sql<string>`upper(replace(${invoices.paymentReference}, ' ', ''))`;

/**
 * The company's invoices carrying these payment references (QR or RF, given without spaces and in
 * upper case), however the stored reference is spaced or cased. Asked in slices, so a statement of
 * thousands of bookings stays within a statement's parameters.
 */
export async function findInvoicesByPaymentReference(db: Db, companyId: string, references: string[]) {
  const rows: { id: string; number: number; currency: Currency; unpaid: number; reference: string }[] = [];
  for (let start = 0; start < references.length; start += 1000) {
    const slice = references.slice(start, start + 1000);
    rows.push(
      ...(await db
        .select({
          id: invoices.id,
          number: invoices.number,
          currency: invoices.currency,
          unpaid: invoices.unpaid,
          reference: comparableReference,
        })
        .from(invoices)
        .where(
          and(
            eq(invoices.companyId, companyId),
            sql`${invoices.paymentReference} is not null`,
            inArray(comparableReference, slice),
          ),
        )),
    );
  }
  return rows;
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

/** What decides the SQL of a list request; every value is a parameter. */
interface ListShape {
  sort: keyof typeof sortColumns;
  descending: boolean;
  state: InvoiceListQuery['state'] | 'all';
  customerId: boolean;
  contractId: boolean;
  from: boolean;
  to: boolean;
  /** A search term; the invoice number too when it is all digits. */
  search: false | 'text' | 'number';
}

function shapeOf(query: InvoiceListQuery): ListShape {
  const { column, descending } = parseSort(query.sort);
  const q = query.q?.trim();
  return {
    sort: column as keyof typeof sortColumns,
    descending,
    state: query.state ?? 'all',
    customerId: query.customerId !== undefined,
    contractId: query.contractId !== undefined,
    from: query.from !== undefined,
    to: query.to !== undefined,
    search: !q ? false : /^\d{1,9}$/.test(q) ? 'number' : 'text',
  };
}

const shapeKey = (shape: ListShape) =>
  [
    shape.sort,
    shape.descending ? 'd' : 'a',
    shape.state,
    shape.search || 'all',
    ...(['customerId', 'contractId', 'from', 'to'] as const).map((flag) => (shape[flag] ? '1' : '0')),
  ].join('_');

const placeholder = sql.placeholder;

/** The filters of the list; the `today` parameter is the company's calendar day (for overdue). */
function listFilter(shape: ListShape): SQL | undefined {
  // A literal, not a parameter: a generic plan of the prepared statement can then still use the
  // partial index invoices_company_open_idx (where unpaid > 0).
  const open = sql`${invoices.unpaid} > 0`;
  let search: SQL | undefined;
  if (shape.search) {
    const byName = ilike(customerName, placeholder('pattern'));
    search = shape.search === 'number' ? or(eq(invoices.number, placeholder('number')), byName) : byName;
  }
  return and(
    eq(invoices.companyId, placeholder('companyId')),
    shape.state === 'paid' ? sql`${invoices.unpaid} = 0` : undefined,
    shape.state === 'unpaid' ? open : undefined,
    shape.state === 'overdue' ? and(open, lt(invoices.dueDate, placeholder('today'))) : undefined,
    shape.customerId ? eq(invoices.customerId, placeholder('customerId')) : undefined,
    shape.contractId ? eq(invoices.contractId, placeholder('contractId')) : undefined,
    shape.from ? gte(invoices.date, placeholder('from')) : undefined,
    shape.to ? lte(invoices.date, placeholder('to')) : undefined,
    search,
  );
}

/**
 * Count and sums of the whole filtered list as one JSON array [count, [[currency, total, paid,
 * unpaid], …]]: one sum per currency (a company invoices in one currency, but an old invoice may
 * carry the previous one; CHF and EUR never add up). A scalar sub-select, so the page statement
 * carries them (run once, as an InitPlan). The customer is joined only for a search by name (every
 * invoice has its customer: not null, foreign key).
 */
function aggregateSql(shape: ListShape, where: SQL | undefined): SQL {
  const perCurrency = sql`select ${invoices.currency} as currency, count(*) as n, sum(${invoices.total}) as total, sum(${invoices.paid}) as paid, sum(${invoices.unpaid}) as unpaid`;
  const grouped = shape.search
    ? sql`${perCurrency} from ${invoices} inner join ${customers} on ${customerJoin} where ${where} group by ${invoices.currency}`
    : sql`${perCurrency} from ${invoices} where ${where} group by ${invoices.currency}`;
  return sql`(select json_build_array(coalesce(sum(s.n), 0), coalesce(json_agg(json_build_array(s.currency, s.total, s.paid, s.unpaid) order by s.currency), '[]'::json)) from (${grouped}) as s)`;
}
type CurrencySums = [currency: Currency, total: number, paid: number, unpaid: number];
type Aggregate = [count: number, sums: CurrencySums[]];

/** The page with the count and sums of the whole filtered list, in one statement. */
function pageStatement(db: Db, shape: ListShape, name: string) {
  const where = listFilter(shape);
  const order = sortColumns[shape.sort].map((c) => (shape.descending ? desc(c) : asc(c)));
  return db
    .select({ ...summaryColumns, aggregate: sql<Aggregate | string>`${aggregateSql(shape, where)}` })
    .from(invoices)
    .innerJoin(customers, customerJoin)
    .leftJoin(contracts, contractJoin)
    .where(where)
    .orderBy(...order)
    .limit(placeholder('limit'))
    .offset(placeholder('offset'))
    .prepare(name);
}

/** Only for a page past the end, where the page statement has no row to carry the count and sums. */
function aggregateStatement(db: Db, shape: ListShape, name: string) {
  return db
    .select({ aggregate: sql<Aggregate | string>`${aggregateSql(shape, listFilter(shape))}` })
    .from(sql`(select 1) as one`)
    .prepare(name);
}

/** json arrives parsed from node-postgres and PGlite alike; a string only if a driver leaves it raw. */
const aggregateOf = (value: Aggregate | string | undefined): Aggregate =>
  value === undefined ? [0, []] : typeof value === 'string' ? (JSON.parse(value) as Aggregate) : value;

/**
 * One page and the count and sums of the whole filtered list: one prepared statement per query shape
 * (db/prepared.ts), a single round trip (docs/benchmarks.md, bench/invoice-list.ts).
 */
export async function listInvoices(db: Db, companyId: string, query: InvoiceListQuery, today: string) {
  const shape = shapeOf(query);
  const key = shapeKey(shape);
  const q = query.q?.trim();
  const params = {
    companyId,
    today,
    customerId: query.customerId,
    contractId: query.contractId,
    from: query.from,
    to: query.to,
    pattern: q ? containsPattern(q) : undefined,
    number: shape.search === 'number' ? Number(q) : undefined,
  };
  const { rows: found, carried } = await preparedListPage(
    db,
    {
      carries: 'aggregate',
      pageName: `invoices_page_${key}`,
      page: (statementDb, name) => pageStatement(statementDb, shape, name),
      countName: `invoices_sums_${key}`,
      count: (statementDb, name) => aggregateStatement(statementDb, shape, name),
    },
    params,
    query,
  );
  const [count, sums] = aggregateOf(carried);
  return {
    // Each row also carries `aggregate`; the view copies its fields one by one, so it stays behind.
    items: found,
    total: Number(count),
    sums: sums.map(([currency, total, paid, unpaid]) => ({
      currency,
      total: Number(total),
      paid: Number(paid),
      unpaid: Number(unpaid),
    })),
  };
}

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

/**
 * Fix the account and reference of an invoice that has none yet; the stored pair when another
 * request fixed it first (so it is fixed exactly once).
 */
export async function fixInvoicePaymentAccount(
  db: Db,
  companyId: string,
  id: string,
  account: { paymentIban: string; paymentReference: string },
) {
  const [fixed] = await db
    .update(invoices)
    .set(account)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.id, id), isNull(invoices.paymentIban)))
    .returning({ paymentIban: invoices.paymentIban, paymentReference: invoices.paymentReference });
  if (fixed) return fixed;
  const [stored] = await db
    .select({ paymentIban: invoices.paymentIban, paymentReference: invoices.paymentReference })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.id, id)));
  return stored;
}

export async function deleteInvoice(db: Db, companyId: string, id: string) {
  await db.delete(invoices).where(and(eq(invoices.companyId, companyId), eq(invoices.id, id)));
}

/**
 * What an invoice takes from the contract it is created from. `forUpdate` locks the contract's row
 * until the transaction ends: invoices of one job are then made one after the other, and each sees
 * the ones before it (one invoice per job, ADR 023).
 */
export async function findContractForInvoice(db: Db, companyId: string, id: string, forUpdate = false) {
  const query = db
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
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/** The newest invoice of a job (other than `except`), or none. */
export async function latestInvoiceOfContract(
  db: Db,
  companyId: string,
  contractId: string,
  except?: string,
) {
  const [row] = await db
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(
      and(
        eq(invoices.companyId, companyId),
        eq(invoices.contractId, contractId),
        except ? ne(invoices.id, except) : undefined,
      ),
    )
    .orderBy(desc(invoices.number))
    .limit(1);
  return row;
}
