import { type CustomerValues, parseSort } from '@maxer/domain';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
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

/** Escape LIKE wildcards so a search for "50%" finds "50%", not everything. */
function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const conditions: SQL[] = [sql`${customers.searchText} like lower(${containsPattern(q)})`];
  const digits = q.replace(/\D/g, '');
  if (digits && digits === q.trim() && digits.length <= 9)
    conditions.push(eq(customers.number, Number(digits)));
  return or(...conditions);
}

const fromCustomers = (db: Db) =>
  db
    .select(columns)
    .from(customers)
    .leftJoin(users, and(eq(users.id, customers.createdByUserId), eq(users.companyId, customers.companyId)));

export async function listCustomers(
  db: Db,
  companyId: string,
  query: { page: number; pageSize: number; sort: string; q?: string; customerType?: 'PERSON' | 'COMPANY' },
) {
  const where = and(
    eq(customers.companyId, companyId),
    searchCondition(query.q),
    query.customerType ? eq(customers.customerType, query.customerType) : undefined,
  );
  const { column, descending } = parseSort(query.sort);
  const order = sortColumns[column as keyof typeof sortColumns].map((c) => (descending ? desc(c) : asc(c)));
  const [items, [total]] = await Promise.all([
    fromCustomers(db)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(customers).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
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

export async function deleteCustomer(db: Db, companyId: string, id: string) {
  await db.delete(customers).where(and(eq(customers.companyId, companyId), eq(customers.id, id)));
}
