import type { Item, ItemValues, Page } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { diff, recordActivity } from '../../platform/activity.ts';
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
  const id = await deps.db.transaction(async (tx) => {
    const itemId = await insertItem(tx, { ...values, companyId });
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: itemId,
      action: 'create',
      changes: diff(null, values),
    });
    return itemId;
  });
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
  await deps.db.transaction(async (tx) => {
    const before = await findItem(tx, companyId, id);
    if (!before) throw notFound();
    await updateItem(tx, companyId, id, values);
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: id,
      action: 'update',
      changes: diff(editable(before), values),
    });
  });
  return getItem(deps, ctx, id);
}

export async function removeItem(deps: ItemsDeps, ctx: RequestContext, id: string) {
  authorize(ctx, 'item:write');
  const companyId = companyOf(ctx);
  await deps.db.transaction(async (tx) => {
    const before = await findItem(tx, companyId, id);
    if (!before) throw notFound();
    await deleteItem(tx, companyId, id);
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: id,
      action: 'delete',
      changes: diff(editable(before), null),
    });
  });
}
