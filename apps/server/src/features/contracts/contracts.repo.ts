import { type ContractListQuery, parseSort } from '@maxer/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import {
  contractQuestions,
  contractStatuses,
  contracts,
  customers,
  services,
  vehicles,
} from '../../db/schema/index.ts';

const customerName = sql<string>`case when ${customers.customerType} = 'COMPANY' and ${customers.companyName} is not null then ${customers.companyName} else trim(coalesce(${customers.firstName}, '') || ' ' || ${customers.lastName}) end`;

const joined = {
  id: contracts.id,
  number: contracts.number,
  status: contracts.status,
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
    .select({ ...joined, details: contracts.details })
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

function filters(companyId: string, query: ContractListQuery, now: Date): SQL | undefined {
  const search: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    search.push(
      ilike(customerName, pattern),
      ilike(customers.email, pattern),
      ilike(sql`${contracts.details}->'moveOut'->>'city'`, pattern),
      ilike(sql`${contracts.details}->'moveIn'->>'city'`, pattern),
    );
    const digits = query.q.trim();
    if (/^\d{1,9}$/.test(digits))
      search.push(eq(contracts.number, Number(digits)), eq(customers.number, Number(digits)));
  }
  return and(
    eq(contracts.companyId, companyId),
    query.archived ? isNotNull(contracts.archivedAt) : isNull(contracts.archivedAt),
    query.status ? eq(contracts.status, query.status) : undefined,
    query.customStatusId ? eq(contracts.customStatusId, query.customStatusId) : undefined,
    query.customerId ? eq(contracts.customerId, query.customerId) : undefined,
    query.from ? gte(contracts.relocationStartAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    // The whole "to" day counts (dates are days in UTC here; the list shows them in the company's zone).
    query.to
      ? lt(contracts.relocationStartAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000))
      : undefined,
    query.overdue === true
      ? and(eq(contracts.status, 'PENDING'), lt(contracts.offerValidUntil, now))
      : undefined,
    search.length > 0 ? or(...search) : undefined,
  );
}

export async function listContracts(db: Db, companyId: string, query: ContractListQuery, now: Date) {
  const where = filters(companyId, query, now);
  const { column, descending } = parseSort(query.sort);
  const order = sortColumns[column as keyof typeof sortColumns].map((c) => (descending ? desc(c) : asc(c)));
  const [items, [total]] = await Promise.all([
    db
      .select({
        ...joined,
        moveOutCity: sql<string | null>`${contracts.details}->'moveOut'->>'city'`,
        moveInCity: sql<string | null>`${contracts.details}->'moveIn'->>'city'`,
      })
      .from(contracts)
      .innerJoin(customers, customerJoin)
      .leftJoin(contractStatuses, statusJoin)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(contracts).innerJoin(customers, customerJoin).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
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

export async function deleteContract(db: Db, companyId: string, id: string) {
  await db.delete(contracts).where(and(eq(contracts.companyId, companyId), eq(contracts.id, id)));
}

/** The company's records a contract refers to, looked up in one query each (never one per line). */
export async function companyCustomerExists(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, id)));
  return row !== undefined;
}

export async function companyStatusExists(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select({ id: contractStatuses.id })
    .from(contractStatuses)
    .where(and(eq(contractStatuses.companyId, companyId), eq(contractStatuses.id, id)));
  return row !== undefined;
}

export async function companyVehicleIds(db: Db, companyId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.companyId, companyId), inArray(vehicles.id, ids)));
  return new Set(rows.map((row) => row.id));
}

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
