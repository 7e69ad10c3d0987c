import { type CustomerValues, parseSort } from '@maxer/domain';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { preparedListPage } from '../../db/list-page.ts';
import { companies, customers, users } from '../../db/schema/index.ts';

const columns = {
  id: customers.id,
  number: customers.number,
  gender: customers.gender,
  firstName: customers.firstName,
  lastName: customers.lastName,
  customerType: customers.customerType,
  companyName: customers.companyName,
  email: customers.email,
  phone: customers.phone,
  street: customers.street,
  streetNumber: customers.streetNumber,
  zipCode: customers.zipCode,
  city: customers.city,
  country: customers.country,
  origin: customers.origin,
  createdAt: customers.createdAt,
  updatedAt: customers.updatedAt,
  createdById: users.id,
  createdByFirstName: users.firstName,
  createdByLastName: users.lastName,
};
export type CustomerRow = Awaited<ReturnType<typeof findCustomer>> & {};

const sortColumns = {
  number: [customers.number],
  lastName: [customers.lastName, customers.firstName, customers.number],
  city: [customers.city, customers.lastName, customers.number],
  createdAt: [customers.createdAt, customers.number],
} as const;

const creatorJoin = and(eq(users.id, customers.createdByUserId), eq(users.companyId, customers.companyId));
const fromCustomers = (db: Db) => db.select(columns).from(customers).leftJoin(users, creatorJoin);

type ListQuery = {
  page: number;
  pageSize: number;
  sort: string;
  q?: string;
  customerType?: 'PERSON' | 'COMPANY';
};

/** What decides the SQL of a list request; everything else is a parameter. */
interface ListShape {
  sort: keyof typeof sortColumns;
  descending: boolean;
  /** A search term; `number` too when the term is all digits (a customer number). */
  search: false | 'text' | 'number';
  customerType: boolean;
}

function shapeOf(query: ListQuery): ListShape {
  const { column, descending } = parseSort(query.sort);
  const digits = query.q?.replace(/\D/g, '');
  return {
    sort: column as keyof typeof sortColumns,
    descending,
    search: !query.q ? false : digits && digits === query.q.trim() && digits.length <= 9 ? 'number' : 'text',
    customerType: query.customerType !== undefined,
  };
}

/** The search looks in the stored lower-case text (see the schema); LIKE wildcards typed are literal. */
function whereOf(shape: ListShape): SQL | undefined {
  const search = shape.search
    ? or(
        sql`${customers.searchText} like lower(${sql.placeholder('pattern')})`,
        shape.search === 'number' ? eq(customers.number, sql.placeholder('number')) : undefined,
      )
    : undefined;
  return and(
    eq(customers.companyId, sql.placeholder('companyId')),
    search,
    shape.customerType ? eq(customers.customerType, sql.placeholder('customerType')) : undefined,
  );
}

/**
 * The page with the exact total in the same statement: one round trip, and the count is an InitPlan
 * run once (the inner "customers" is its own scope, so the filter is the same, not correlated).
 */
function pageStatement(db: Db, shape: ListShape, name: string) {
  const where = whereOf(shape);
  const order = sortColumns[shape.sort].map((c) => (shape.descending ? desc(c) : asc(c)));
  return db
    .select({
      ...columns,
      total: sql<number>`(select count(*) from ${customers} where ${where})`.mapWith(Number),
    })
    .from(customers)
    .leftJoin(users, creatorJoin)
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

/** Only for a page past the end, where the page statement has no row to carry the total. */
function countStatement(db: Db, shape: ListShape, name: string) {
  return db.select({ total: count() }).from(customers).where(whereOf(shape)).prepare(name);
}

const shapeKey = (shape: ListShape) =>
  `${shape.sort}_${shape.descending ? 'd' : 'a'}_${shape.search || 'all'}_${shape.customerType ? 't' : 'n'}`;

export async function listCustomers(db: Db, companyId: string, query: ListQuery) {
  const shape = shapeOf(query);
  const key = shapeKey(shape);
  const params = {
    companyId,
    pattern: query.q ? containsPattern(query.q) : undefined,
    number: shape.search === 'number' ? Number(query.q!.trim()) : undefined,
    customerType: query.customerType,
  };
  const { rows, carried } = await preparedListPage(
    db,
    {
      carries: 'total',
      pageName: `customers_page_${key}`,
      page: (statementDb, name) => pageStatement(statementDb, shape, name),
      countName: `customers_count_${key}`,
      count: (statementDb, name) => countStatement(statementDb, shape, name),
    },
    params,
    query,
  );
  return { items: rows, total: carried ?? 0 };
}

export async function findCustomer(db: Db, companyId: string, id: string) {
  const [row] = await fromCustomers(db)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, id)))
    .limit(1);
  return row;
}

export async function customerNumberStart(db: Db, companyId: string) {
  const [row] = await db
    .select({ start: companies.customerNumberStart })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.start ?? 1;
}

export async function insertCustomer(
  db: Db,
  values: CustomerValues & { companyId: string; number: number; createdByUserId: string | null },
) {
  const [row] = await db.insert(customers).values(values).returning({ id: customers.id });
  return row!.id;
}

export async function updateCustomer(db: Db, companyId: string, id: string, values: CustomerValues) {
  await db
    .update(customers)
    .set(values)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, id)));
}

/** Whether the customer still has jobs or invoices, which keep them from being deleted. */
export async function customerReferences(db: Db, companyId: string, id: string) {
  const result = await db.execute(sql`
    select
      exists (select 1 from contracts where company_id = ${companyId} and customer_id = ${id}) as contracts,
      exists (select 1 from invoices where company_id = ${companyId} and customer_id = ${id}) as invoices`);
  const [row] = rowsOf<{ contracts: boolean; invoices: boolean }>(result);
  return { contracts: row?.contracts === true, invoices: row?.invoices === true };
}

export async function deleteCustomer(db: Db, companyId: string, id: string) {
  await db.delete(customers).where(and(eq(customers.companyId, companyId), eq(customers.id, id)));
}
