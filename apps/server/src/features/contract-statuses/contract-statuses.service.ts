import type { ContractStatus, ContractStatusValues, Page } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { recordedCreate, recordedDelete, recordedUpdate } from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { notFound } from '../../platform/errors.ts';
import {
  type ContractStatusRow,
  deleteContractStatus,
  findContractStatus,
  insertContractStatus,
  listContractStatuses,
  updateContractStatus,
} from './contract-statuses.repo.ts';

export interface ContractStatusesDeps {
  db: Db;
}

const ENTITY = 'contract-status';

function toContractStatus(row: ContractStatusRow): ContractStatus {
  const { id, createdAt, updatedAt, ...rest } = row;
  return { _id: id, ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

/** The editable fields of a stored status, to compare before and after a change. */
function editable(row: ContractStatusRow): ContractStatusValues {
  const { name, color } = row;
  return { name, color };
}

export async function listCompanyContractStatuses(
  deps: ContractStatusesDeps,
  ctx: RequestContext,
  query: Parameters<typeof listContractStatuses>[2],
): Promise<Page<ContractStatus>> {
  authorize(ctx, 'contract-status:read');
  const { items, total } = await listContractStatuses(deps.db, companyOf(ctx), query);
  return { items: items.map(toContractStatus), total, page: query.page, pageSize: query.pageSize };
}

export async function getContractStatus(
  deps: ContractStatusesDeps,
  ctx: RequestContext,
  id: string,
): Promise<ContractStatus> {
  authorize(ctx, 'contract-status:read');
  const row = await findContractStatus(deps.db, companyOf(ctx), id);
  if (!row) throw notFound();
  return toContractStatus(row);
}

export async function createContractStatus(
  deps: ContractStatusesDeps,
  ctx: RequestContext,
  values: ContractStatusValues,
): Promise<ContractStatus> {
  authorize(ctx, 'contract-status:write');
  const companyId = companyOf(ctx);
  const id = await recordedCreate({ db: deps.db, ctx, companyId, entityType: ENTITY }, values, (tx) =>
    insertContractStatus(tx, { ...values, companyId }),
  );
  return getContractStatus(deps, ctx, id);
}

export async function changeContractStatus(
  deps: ContractStatusesDeps,
  ctx: RequestContext,
  id: string,
  values: ContractStatusValues,
): Promise<ContractStatus> {
  authorize(ctx, 'contract-status:write');
  const companyId = companyOf(ctx);
  await recordedUpdate(
    { db: deps.db, ctx, companyId, entityType: ENTITY },
    {
      id,
      find: (tx) => findContractStatus(tx, companyId, id),
      editable,
      values,
      update: (tx) => updateContractStatus(tx, companyId, id, values),
    },
  );
  return getContractStatus(deps, ctx, id);
}

export async function removeContractStatus(deps: ContractStatusesDeps, ctx: RequestContext, id: string) {
  authorize(ctx, 'contract-status:write');
  const companyId = companyOf(ctx);
  await recordedDelete(
    { db: deps.db, ctx, companyId, entityType: ENTITY },
    {
      id,
      find: (tx) => findContractStatus(tx, companyId, id),
      editable,
      remove: (tx) => deleteContractStatus(tx, companyId, id),
    },
  );
}
