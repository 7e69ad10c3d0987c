import type { ContractStatusValues } from '@maxer/domain';
import { and, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { listPage, sortOrder, windowTotal } from '../../db/list-page.ts';
import { contractStatuses } from '../../db/schema/index.ts';

const columns = {
  id: contractStatuses.id,
  name: contractStatuses.name,
  color: contractStatuses.color,
  createdAt: contractStatuses.createdAt,
  updatedAt: contractStatuses.updatedAt,
};
export type ContractStatusRow = Awaited<ReturnType<typeof findContractStatus>> & {};

const sortColumns = {
  name: [contractStatuses.name, contractStatuses.id],
  createdAt: [contractStatuses.createdAt, contractStatuses.id],
} as const;

/** Escape LIKE wildcards so a search for "50%" finds "50%", not everything. */
function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return ilike(contractStatuses.name, containsPattern(q));
}

export async function listContractStatuses(
  db: Db,
  companyId: string,
  query: { page: number; pageSize: number; sort: string; q?: string },
) {
  const where = and(eq(contractStatuses.companyId, companyId), searchCondition(query.q));
  return listPage(
    db
      .select({ ...columns, total: windowTotal() })
      .from(contractStatuses)
      .where(where)
      .$dynamic(),
    sortOrder(sortColumns, query.sort),
    query,
  );
}

export async function findContractStatus(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(contractStatuses)
    .where(and(eq(contractStatuses.companyId, companyId), eq(contractStatuses.id, id)))
    .limit(1);
  return row;
}

export async function insertContractStatus(db: Db, values: ContractStatusValues & { companyId: string }) {
  const [row] = await db.insert(contractStatuses).values(values).returning({ id: contractStatuses.id });
  return row!.id;
}

export async function updateContractStatus(
  db: Db,
  companyId: string,
  id: string,
  values: ContractStatusValues,
) {
  await db
    .update(contractStatuses)
    .set(values)
    .where(and(eq(contractStatuses.companyId, companyId), eq(contractStatuses.id, id)));
}

export async function deleteContractStatus(db: Db, companyId: string, id: string) {
  await db
    .delete(contractStatuses)
    .where(and(eq(contractStatuses.companyId, companyId), eq(contractStatuses.id, id)));
}
