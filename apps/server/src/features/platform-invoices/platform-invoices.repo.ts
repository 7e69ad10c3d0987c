import type { PlatformInvoiceListQuery, PlatformInvoiceStatus } from '@maxer/domain';
import { and, asc, eq, ilike, isNotNull, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { listPage, sortOrder, windowTotal } from '../../db/list-page.ts';
import { companies, packages, platformAdmins, platformInvoices, users } from '../../db/schema/index.ts';

const paidBy = alias(platformAdmins, 'paid_by');
const canceledBy = alias(platformAdmins, 'canceled_by');

const adminName = (admin: { firstName: SQLWrapper; lastName: SQLWrapper }) =>
  sql<string | null>`${admin.firstName} || ' ' || ${admin.lastName}`;

const columns = {
  id: platformInvoices.id,
  number: platformInvoices.number,
  companyId: platformInvoices.companyId,
  companyName: platformInvoices.companyName,
  companyStreet: platformInvoices.companyStreet,
  companyHouseNumber: platformInvoices.companyHouseNumber,
  companyPostcode: platformInvoices.companyPostcode,
  companyTown: platformInvoices.companyTown,
  companyCountry: platformInvoices.companyCountry,
  periodStart: platformInvoices.periodStart,
  periodEnd: platformInvoices.periodEnd,
  date: platformInvoices.date,
  dueDate: platformInvoices.dueDate,
  lines: platformInvoices.lines,
  vatRate: platformInvoices.vatRate,
  netCents: platformInvoices.net,
  vatCents: platformInvoices.vat,
  totalCents: platformInvoices.total,
  status: platformInvoices.status,
  paidOn: platformInvoices.paidOn,
  paidMethod: platformInvoices.paidMethod,
  paidNote: platformInvoices.paidNote,
  paidByName: adminName(paidBy),
  cancelReason: platformInvoices.cancelReason,
  canceledAt: platformInvoices.canceledAt,
  canceledByName: adminName(canceledBy),
  paymentIban: platformInvoices.paymentIban,
  paymentReference: platformInvoices.paymentReference,
  createdAt: platformInvoices.createdAt,
};
export type PlatformInvoiceRow = Awaited<ReturnType<typeof selectRows>>[number];

function selectRows(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(platformInvoices)
    .leftJoin(paidBy, eq(paidBy.id, platformInvoices.paidByAdminId))
    .leftJoin(canceledBy, eq(canceledBy.id, platformInvoices.canceledByAdminId))
    .where(where);
}

const sortColumns = {
  number: [platformInvoices.number],
  date: [platformInvoices.date, platformInvoices.number],
  dueDate: [platformInvoices.dueDate, platformInvoices.number],
  totalCents: [platformInvoices.total, platformInvoices.number],
  company: [sql`lower(${platformInvoices.companyName})`, platformInvoices.number],
};

const overdue = (today: string) =>
  and(eq(platformInvoices.status, 'OPEN'), sql`${platformInvoices.dueDate} < ${today}`);

/** The list's filters; `companyId` set for a company's own list. */
function listWhere(
  query: Omit<PlatformInvoiceListQuery, 'companyId'> & { companyId?: string },
  today: string,
) {
  const conditions: (SQL | undefined)[] = [];
  if (query.companyId) conditions.push(eq(platformInvoices.companyId, query.companyId));
  if (query.status === 'OVERDUE') conditions.push(overdue(today));
  else if (query.status) conditions.push(eq(platformInvoices.status, query.status));
  if (query.period) conditions.push(eq(platformInvoices.periodStart, `${query.period}-01`));
  if (query.q) {
    const number = /^\d{1,9}$/.test(query.q.trim()) ? Number(query.q.trim()) : null;
    const byName = ilike(platformInvoices.companyName, containsPattern(query.q));
    conditions.push(number === null ? byName : sql`(${byName} or ${platformInvoices.number} = ${number})`);
  }
  return and(...conditions);
}

/** One page of the filtered list with its total, and the sums of the whole filtered list. */
export async function listPlatformInvoices(
  db: Db,
  query: Omit<PlatformInvoiceListQuery, 'companyId'> & { companyId?: string },
  today: string,
) {
  const where = listWhere(query, today);
  const [page, [sums]] = await Promise.all([
    listPage(
      db
        .select({ ...columns, total: windowTotal() })
        .from(platformInvoices)
        .leftJoin(paidBy, eq(paidBy.id, platformInvoices.paidByAdminId))
        .leftJoin(canceledBy, eq(canceledBy.id, platformInvoices.canceledByAdminId))
        .where(where)
        .$dynamic(),
      sortOrder(sortColumns, query.sort),
      query,
    ),
    db
      .select({
        totalCents:
          sql<number>`coalesce(sum(${platformInvoices.total}) filter (where ${platformInvoices.status} <> 'CANCEL'), 0)`.mapWith(
            Number,
          ),
        openCents:
          sql<number>`coalesce(sum(${platformInvoices.total}) filter (where ${platformInvoices.status} = 'OPEN'), 0)`.mapWith(
            Number,
          ),
        overdueCents:
          sql<number>`coalesce(sum(${platformInvoices.total}) filter (where ${overdue(today)}), 0)`.mapWith(
            Number,
          ),
        paidCents:
          sql<number>`coalesce(sum(${platformInvoices.total}) filter (where ${platformInvoices.status} = 'PAID'), 0)`.mapWith(
            Number,
          ),
      })
      .from(platformInvoices)
      .where(where),
  ]);
  return { ...page, sums: sums! };
}

/** One invoice; with `companyId`, only when it is that company's. */
export async function findPlatformInvoice(db: Db, id: string, companyId?: string) {
  const [row] = await selectRows(
    db,
    and(eq(platformInvoices.id, id), companyId ? eq(platformInvoices.companyId, companyId) : undefined),
  ).limit(1);
  return row;
}

/** The invoice's status, its row locked until commit (a change waits for another one to finish). */
export async function lockPlatformInvoice(db: Db, id: string) {
  const [row] = await db
    .select({
      status: platformInvoices.status,
      companyId: platformInvoices.companyId,
      lines: platformInvoices.lines,
      dueDate: platformInvoices.dueDate,
      date: platformInvoices.date,
      vatRate: platformInvoices.vatRate,
    })
    .from(platformInvoices)
    .where(eq(platformInvoices.id, id))
    .for('update');
  return row;
}

export type NewPlatformInvoice = typeof platformInvoices.$inferInsert;

export async function insertPlatformInvoice(db: Db, values: NewPlatformInvoice): Promise<string> {
  const [row] = await db.insert(platformInvoices).values(values).returning({ id: platformInvoices.id });
  return row!.id;
}

export async function updatePlatformInvoice(
  db: Db,
  id: string,
  values: Partial<NewPlatformInvoice>,
  whileStatus: PlatformInvoiceStatus = 'OPEN',
): Promise<boolean> {
  const rows = await db
    .update(platformInvoices)
    .set(values)
    .where(and(eq(platformInvoices.id, id), eq(platformInvoices.status, whileStatus)))
    .returning({ id: platformInvoices.id });
  return rows.length > 0;
}

/** Whether the company has an invoice that is not canceled for the period starting `periodStart`. */
export async function periodBilled(db: Db, companyId: string, periodStart: string): Promise<boolean> {
  const rows = await db
    .select({ id: platformInvoices.id })
    .from(platformInvoices)
    .where(
      and(
        eq(platformInvoices.companyId, companyId),
        eq(platformInvoices.periodStart, periodStart),
        ne(platformInvoices.status, 'CANCEL'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** What an invoice needs of its company: the snapshot's name and address, and its package. */
export async function companyToBill(db: Db, companyId: string) {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      street: companies.street,
      streetNumber: companies.streetNumber,
      zipCode: companies.zipCode,
      city: companies.city,
      country: companies.country,
      active: companies.active,
      packageName: packages.name,
      packagePriceCents: packages.priceCents,
    })
    .from(companies)
    .leftJoin(packages, eq(packages.id, companies.packageId))
    .where(eq(companies.id, companyId));
  return row;
}
export type CompanyToBill = NonNullable<Awaited<ReturnType<typeof companyToBill>>>;

/**
 * The billing run's companies: every active company with its package (null without one) and
 * whether it is already billed for the period, in one statement.
 */
export async function companiesForRun(db: Db, periodStart: string) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      street: companies.street,
      streetNumber: companies.streetNumber,
      zipCode: companies.zipCode,
      city: companies.city,
      country: companies.country,
      active: companies.active,
      packageName: packages.name,
      packagePriceCents: packages.priceCents,
      billed: sql<boolean>`exists (select 1 from ${platformInvoices}
        where ${platformInvoices.companyId} = ${companies.id}
          and ${platformInvoices.periodStart} = ${periodStart}
          and ${platformInvoices.status} <> 'CANCEL')`,
    })
    .from(companies)
    .leftJoin(packages, eq(packages.id, companies.packageId))
    .where(eq(companies.active, true))
    .orderBy(asc(companies.name), asc(companies.id));
}

/** The company's active owners with the language they last signed in with: who gets its invoices. */
export async function companyOwners(db: Db, companyId: string) {
  return db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'OWNER'), eq(users.active, true)))
    .orderBy(asc(users.email));
}

/** The company's OPEN invoices, oldest first (the pay page). */
export async function openInvoicesOf(db: Db, companyId: string) {
  return selectRows(
    db,
    and(
      eq(platformInvoices.companyId, companyId),
      eq(platformInvoices.status, 'OPEN'),
      isNotNull(platformInvoices.paymentReference),
    ),
  ).orderBy(asc(platformInvoices.dueDate), asc(platformInvoices.number));
}

/** How a payment reference is compared: without spaces, in capitals (as a bank may write it). */
const compactReference = sql<string>`upper(replace(${platformInvoices.paymentReference}, ' ', ''))`;

/** The invoices carrying the given references (compact, capitals), with what decides a booking on them. */
export async function platformInvoicesByReference(db: Db, references: readonly string[]) {
  if (references.length === 0) return [];
  return db
    .select({
      id: platformInvoices.id,
      number: platformInvoices.number,
      companyName: platformInvoices.companyName,
      status: platformInvoices.status,
      total: platformInvoices.total,
      reference: compactReference,
      paidBankReference: platformInvoices.paidBankReference,
    })
    .from(platformInvoices)
    .where(sql`${compactReference} in ${references}`);
}

/** Which of the bank references already paid a platform invoice. */
export async function usedPaidBankReferences(
  db: Db,
  bankReferences: readonly string[],
): Promise<Set<string>> {
  if (bankReferences.length === 0) return new Set();
  const rows = await db
    .select({ reference: platformInvoices.paidBankReference })
    .from(platformInvoices)
    .where(sql`${platformInvoices.paidBankReference} in ${bankReferences}`);
  return new Set(rows.flatMap((row) => (row.reference ? [row.reference] : [])));
}
