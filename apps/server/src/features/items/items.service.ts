import type { Item, ItemValues, Page } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { recordedCreate, recordedDelete, recordedUpdate } from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { notFound } from '../../platform/errors.ts';
import { deleteItem, findItem, type ItemRow, insertItem, listItems, updateItem } from './items.repo.ts';

export interface ItemsDeps {
  db: Db;
}

const ENTITY = 'item';

function toItem(row: ItemRow): Item {
  const { id, createdAt, updatedAt, ...rest } = row;
  return { _id: id, ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

/** The editable fields of a stored item, to compare before and after a change. */
function editable(row: ItemRow): ItemValues {
  const { name, priceCents, unit } = row;
  return { name, priceCents, unit };
}

export async function listCompanyItems(
  deps: ItemsDeps,
  ctx: RequestContext,
  query: Parameters<typeof listItems>[2],
): Promise<Page<Item>> {
  authorize(ctx, 'item:read');
  const { items, total } = await listItems(deps.db, companyOf(ctx), query);
  return { items: items.map(toItem), total, page: query.page, pageSize: query.pageSize };
}

export async function getItem(deps: ItemsDeps, ctx: RequestContext, id: string): Promise<Item> {
  authorize(ctx, 'item:read');
  const row = await findItem(deps.db, companyOf(ctx), id);
  if (!row) throw notFound();
  return toItem(row);
}

export async function createItem(deps: ItemsDeps, ctx: RequestContext, values: ItemValues): Promise<Item> {
  authorize(ctx, 'item:write');
  const companyId = companyOf(ctx);
  const id = await recordedCreate({ db: deps.db, ctx, companyId, entityType: ENTITY }, values, (tx) =>
    insertItem(tx, { ...values, companyId }),
  );
  return getItem(deps, ctx, id);
}

export async function changeItem(
  deps: ItemsDeps,
  ctx: RequestContext,
  id: string,
  values: ItemValues,
): Promise<Item> {
  authorize(ctx, 'item:write');
  const companyId = companyOf(ctx);
  await recordedUpdate(
    { db: deps.db, ctx, companyId, entityType: ENTITY },
    {
      id,
      find: (tx) => findItem(tx, companyId, id),
      editable,
      values,
      update: (tx) => updateItem(tx, companyId, id, values),
    },
  );
  return getItem(deps, ctx, id);
}

export async function removeItem(deps: ItemsDeps, ctx: RequestContext, id: string) {
  authorize(ctx, 'item:write');
  const companyId = companyOf(ctx);
  await recordedDelete(
    { db: deps.db, ctx, companyId, entityType: ENTITY },
    {
      id,
      find: (tx) => findItem(tx, companyId, id),
      editable,
      remove: (tx) => deleteItem(tx, companyId, id),
    },
  );
}
