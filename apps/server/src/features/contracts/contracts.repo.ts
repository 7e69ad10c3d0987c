import { type ContractListQuery, parseSort } from '@maxer/domain';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { preparedListPage } from '../../db/list-page.ts';
import {
  contractQuestions,
  contractStatuses,
  contracts,
  customers,
  offers,
  services,
} from '../../db/schema/index.ts';

const customerName = sql<string>`case when ${customers.customerType} = 'COMPANY' and ${customers.companyName} is not null then ${customers.companyName} else trim(coalesce(${customers.firstName}, '') || ' ' || ${customers.lastName}) end`;

const joined = {
  id: contracts.id,
  number: contracts.number,
  status: contracts.status,
  origin: contracts.origin,
  relocationStartAt: contracts.relocationStartAt,
  includeVat: contracts.includeVat,
  vatRate: contracts.vatRate,
  currency: contracts.currency,
  grossLow: contracts.grossLow,
  grossHigh: contracts.grossHigh,
  offerValidUntil: contracts.offerValidUntil,
  acceptedAt: contracts.acceptedAt,
  archivedAt: contracts.archivedAt,
  createdAt: contracts.createdAt,
  updatedAt: contracts.updatedAt,
  customer: {
    id: customers.id,
    number: customers.number,
    name: customerName,
    email: customers.email,
    gender: customers.gender,
  },
  customStatusId: contractStatuses.id,
  customStatusName: contractStatuses.name,
  customStatusColor: contractStatuses.color,
};

const customerJoin = and(
  eq(customers.id, contracts.customerId),
  eq(customers.companyId, contracts.companyId),
);
const statusJoin = and(
  eq(contractStatuses.id, contracts.customStatusId),
  eq(contractStatuses.companyId, contracts.companyId),
);

export async function findContract(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select({
      ...joined,
      details: contracts.details,
      acceptedSnapshot: contracts.acceptedSnapshot,
      revision: contracts.revision,
    })
    .from(contracts)
    .innerJoin(customers, customerJoin)
    .leftJoin(contractStatuses, statusJoin)
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, id)))
    .limit(1);
  return row;
}
export type ContractRow = NonNullable<Awaited<ReturnType<typeof findContract>>>;

const sortColumns = {
  number: [contracts.number],
  relocationStartAt: [contracts.relocationStartAt, contracts.number],
  createdAt: [contracts.createdAt, contracts.number],
  grossHigh: [contracts.grossHigh, contracts.number],
} as const;

/** What decides the SQL of a list request; every value is a parameter. */
interface ListShape {
  sort: keyof typeof sortColumns;
  descending: boolean;
  archived: boolean;
  status: boolean;
  customStatusId: boolean;
  customerId: boolean;
  origin: boolean;
  from: boolean;
  to: boolean;
  overdue: boolean;
  withoutOffer: boolean;
  createdFrom: boolean;
  /** A search term; `number` too when it is all digits (a contract or customer number). */
  search: false | 'text' | 'number';
}

function shapeOf(query: ContractListQuery): ListShape {
  const { column, descending } = parseSort(query.sort);
  return {
    sort: column as keyof typeof sortColumns,
    descending,
    archived: query.archived,
    status: query.status !== undefined,
    customStatusId: query.customStatusId !== undefined,
    customerId: query.customerId !== undefined,
    origin: query.origin !== undefined,
    from: query.from !== undefined,
    to: query.to !== undefined,
    overdue: query.overdue === true,
    withoutOffer: query.withoutOffer === true,
    createdFrom: query.createdFrom !== undefined,
    search: !query.q ? false : /^\d{1,9}$/.test(query.q.trim()) ? 'number' : 'text',
  };
}

const placeholder = sql.placeholder;

function filters(shape: ListShape): SQL | undefined {
  const search: SQL[] = [];
  if (shape.search) {
    // The stored lower-case texts (see the schemas): what finds the customer in the customer search
    // (name, company, e-mail, phone, city) and the move-out and move-in cities. Typed wildcards are literal.
    const pattern = sql`lower(${placeholder('pattern')})`;
    search.push(sql`${customers.searchText} like ${pattern}`, sql`${contracts.searchText} like ${pattern}`);
    if (shape.search === 'number')
      search.push(eq(contracts.number, placeholder('number')), eq(customers.number, placeholder('number')));
  }
  return and(
    eq(contracts.companyId, placeholder('companyId')),
    shape.archived ? isNotNull(contracts.archivedAt) : isNull(contracts.archivedAt),
    shape.status ? eq(contracts.status, placeholder('status')) : undefined,
    shape.customStatusId ? eq(contracts.customStatusId, placeholder('customStatusId')) : undefined,
    shape.customerId ? eq(contracts.customerId, placeholder('customerId')) : undefined,
    shape.origin ? eq(contracts.origin, placeholder('origin')) : undefined,
    shape.from ? gte(contracts.relocationStartAt, placeholder('from')) : undefined,
    shape.to ? lt(contracts.relocationStartAt, placeholder('toExclusive')) : undefined,
    shape.overdue
      ? and(eq(contracts.status, 'PENDING'), lt(contracts.offerValidUntil, placeholder('now')))
      : undefined,
    // The dashboard's test for "no offer at all", through the offers' (company_id, contract_id) index.
    shape.withoutOffer
      ? sql`not exists (select 1 from ${offers} where ${offers.companyId} = ${contracts.companyId} and ${offers.contractId} = ${contracts.id})`
      : undefined,
    shape.createdFrom ? gte(contracts.createdAt, placeholder('createdFrom')) : undefined,
    search.length > 0 ? or(...search) : undefined,
  );
}

/**
 * The count for the page statement. Only a search reads the customer; otherwise the join cannot
 * change the count (every contract has its customer: not null, foreign key), so it is left out. The
 * offer test needs no join either: it is a subquery of its own on the counted contract.
 */
function countSql(shape: ListShape, where: SQL | undefined): SQL {
  return shape.search
    ? sql`(select count(*) from ${contracts} inner join ${customers} on ${customerJoin} where ${where})`
    : sql`(select count(*) from ${contracts} where ${where})`;
}

/** The page with the exact total in one statement (the count runs once, as an InitPlan). */
function pageStatement(db: Db, shape: ListShape, name: string) {
  const where = filters(shape);
  const order = sortColumns[shape.sort].map((c) => (shape.descending ? desc(c) : asc(c)));
  return db
    .select({
      ...joined,
      moveOutCity: contracts.moveOutCity,
      moveInCity: contracts.moveInCity,
      total: sql<number>`${countSql(shape, where)}`.mapWith(Number),
    })
    .from(contracts)
    .innerJoin(customers, customerJoin)
    .leftJoin(contractStatuses, statusJoin)
    .where(where)
    .orderBy(...order)
    .limit(placeholder('limit'))
    .offset(placeholder('offset'))
    .prepare(name);
}

/** Only for a page past the end, where the page statement has no row to carry the total. */
function countStatement(db: Db, shape: ListShape, name: string) {
  return db
    .select({ total: sql<number>`${countSql(shape, filters(shape))}`.mapWith(Number) })
    .from(sql`(select 1) as one`)
    .prepare(name);
}

const shapeFlags = [
  'archived',
  'status',
  'customStatusId',
  'customerId',
  'from',
  'to',
  'overdue',
  'withoutOffer',
  'createdFrom',
  'origin',
] as const;

/** Short, as PostgreSQL keeps 63 bytes of a statement name: the filters as one hexadecimal bitmask. */
const shapeKey = (shape: ListShape) =>
  [
    shape.sort,
    shape.descending ? 'd' : 'a',
    shape.search || 'all',
    shapeFlags.reduce((bits, flag, i) => bits | (shape[flag] ? 1 << i : 0), 0).toString(16),
  ].join('_');

export async function listContracts(db: Db, companyId: string, query: ContractListQuery, now: Date) {
  const shape = shapeOf(query);
  const key = shapeKey(shape);
  const params = {
    companyId,
    status: query.status,
    customStatusId: query.customStatusId,
    customerId: query.customerId,
    origin: query.origin,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    // The whole "to" day counts (dates are days in UTC here; the list shows them in the company's zone).
    toExclusive: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000) : undefined,
    now,
    createdFrom: query.createdFrom ? new Date(query.createdFrom) : undefined,
    pattern: query.q ? containsPattern(query.q) : undefined,
    number: shape.search === 'number' ? Number(query.q!.trim()) : undefined,
  };
  const { rows, carried } = await preparedListPage(
    db,
    {
      carries: 'total',
      pageName: `contracts_page_${key}`,
      page: (statementDb, name) => pageStatement(statementDb, shape, name),
      countName: `contracts_count_${key}`,
      count: (statementDb, name) => countStatement(statementDb, shape, name),
    },
    params,
    query,
  );
  return { items: rows, total: carried ?? 0 };
}

export async function insertContract(db: Db, values: typeof contracts.$inferInsert) {
  const [row] = await db.insert(contracts).values(values).returning({ id: contracts.id });
  return row!.id;
}

export async function updateContract(
  db: Db,
  companyId: string,
  id: string,
  values: Partial<typeof contracts.$inferInsert>,
) {
  await db
    .update(contracts)
    .set(values)
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, id)));
}

/** The office's edit of the job: what the customer is offered changes, so its revision goes up. */
export async function editContract(
  db: Db,
  companyId: string,
  id: string,
  values: Partial<typeof contracts.$inferInsert>,
) {
  await db
    .update(contracts)
    .set({ ...values, revision: sql`${contracts.revision} + 1` })
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, id)));
}

export async function deleteContract(db: Db, companyId: string, id: string) {
  await db.delete(contracts).where(and(eq(contracts.companyId, companyId), eq(contracts.id, id)));
}

/** The company's services a contract refers to, with what the contract records of them (one query). */
export async function companyServicesByIds(db: Db, companyId: string, ids: string[]) {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: services.id, labels: services.labels, type: services.type })
    .from(services)
    .where(and(eq(services.companyId, companyId), inArray(services.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

export function companyQuestions(db: Db, companyId: string) {
  return db
    .select({
      id: contractQuestions.id,
      labels: contractQuestions.labels,
      type: contractQuestions.type,
      options: contractQuestions.options,
      required: contractQuestions.required,
    })
    .from(contractQuestions)
    .where(eq(contractQuestions.companyId, companyId))
    .orderBy(asc(contractQuestions.position));
}

/**
 * The company's moves (not archived) starting in [from, to), soonest first, at most `limit`: a
 * calendar's relocations (the appointments feature's feed). The expected time is hours, when given.
 */
export function relocationsBetween(db: Db, companyId: string, from: Date, to: Date, limit: number) {
  return db
    .select({
      id: contracts.id,
      number: contracts.number,
      startsAt: contracts.relocationStartAt,
      expectedHours: sql<
        number | null
      >`(${contracts.details}->'relocation'->>'expectedTime')::numeric`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
      hours: sql<number | null>`(${contracts.details}->'relocation'->>'hours')::numeric`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
      customerName,
      moveOutCity: contracts.moveOutCity,
      moveInCity: contracts.moveInCity,
      updatedAt: contracts.updatedAt,
    })
    .from(contracts)
    .innerJoin(customers, customerJoin)
    .where(
      and(
        eq(contracts.companyId, companyId),
        isNull(contracts.archivedAt),
        gte(contracts.relocationStartAt, from),
        lt(contracts.relocationStartAt, to),
      ),
    )
    .orderBy(asc(contracts.relocationStartAt))
    .limit(limit);
}

/**
 * The customer's review came in (spec §4 REVIEWED): the job's status says so. Not an edit of what
 * was offered, so the revision stays.
 */
export async function markContractReviewed(db: Db, companyId: string, id: string) {
  await db
    .update(contracts)
    .set({ status: 'REVIEWED' })
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, id)));
}
