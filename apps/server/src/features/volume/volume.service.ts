import {
  type InventoryLine,
  type Language,
  VOLUME_ROOM_NAMES,
  VOLUME_ROOMS,
  type VolumeItem,
  type VolumeItemValues,
  type VolumeRoom,
  type VolumeRules,
  type VolumeRulesValues,
} from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import {
  diff,
  recordActivity,
  recordedCreate,
  recordedDelete,
  recordedUpdate,
} from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { notFound } from '../../platform/errors.ts';
import {
  deleteVolumeItem,
  findVolumeItem,
  findVolumeItemsByIds,
  findVolumeRules,
  insertVolumeItem,
  listVolumeItems,
  seedVolumeCatalogue,
  updateVolumeItem,
  updateVolumeRules,
  type VolumeItemRow,
} from './volume.repo.ts';

export interface VolumeDeps {
  db: Db;
}

const ENTITY = 'volume-item';

function toVolumeItem(row: VolumeItemRow): VolumeItem {
  const { id, createdAt, updatedAt, ...rest } = row;
  return { _id: id, ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

function editable(row: VolumeItemRow): VolumeItemValues {
  const { room, nameDe, nameEn, volumeM3 } = row;
  return { room, nameDe, nameEn, volumeM3 };
}

/** The company's rules, seeding its catalogue first if this is its first use (ADR 055). */
async function rulesOf(db: Db, companyId: string): Promise<VolumeRules> {
  const rules = await findVolumeRules(db, companyId);
  if (rules) return rules;
  await seedVolumeCatalogue(db, companyId);
  return (await findVolumeRules(db, companyId))!;
}

/** Everything the calculator needs: the catalogue by room and the crew rules. */
export async function volumeCatalogue(
  deps: VolumeDeps,
  ctx: RequestContext,
): Promise<{ items: VolumeItem[]; rules: VolumeRules }> {
  authorize(ctx, 'volume:read');
  const companyId = companyOf(ctx);
  const rules = await rulesOf(deps.db, companyId);
  const items = await listVolumeItems(deps.db, companyId);
  return { items: items.map(toVolumeItem), rules };
}

export async function changeVolumeRules(
  deps: VolumeDeps,
  ctx: RequestContext,
  values: VolumeRulesValues,
): Promise<VolumeRules> {
  authorize(ctx, 'volume:write');
  const companyId = companyOf(ctx);
  const before = await rulesOf(deps.db, companyId);
  await deps.db.transaction(async (tx) => {
    await updateVolumeRules(tx, companyId, values);
    await recordActivity(tx, ctx, companyId, {
      entityType: 'volume-rules',
      entityId: companyId,
      action: 'update',
      changes: diff({ ...before }, { ...values }),
    });
  });
  return values;
}

export async function getVolumeItem(deps: VolumeDeps, ctx: RequestContext, id: string): Promise<VolumeItem> {
  authorize(ctx, 'volume:read');
  const row = await findVolumeItem(deps.db, companyOf(ctx), id);
  if (!row) throw notFound();
  return toVolumeItem(row);
}

export async function createVolumeItem(
  deps: VolumeDeps,
  ctx: RequestContext,
  values: VolumeItemValues,
): Promise<VolumeItem> {
  authorize(ctx, 'volume:write');
  const companyId = companyOf(ctx);
  // Seed first: a company's first own item must not stop its defaults from arriving.
  await rulesOf(deps.db, companyId);
  const id = await recordedCreate({ db: deps.db, ctx, companyId, entityType: ENTITY }, values, (tx) =>
    insertVolumeItem(tx, { ...values, companyId }),
  );
  return getVolumeItem(deps, ctx, id);
}

export async function changeVolumeItem(
  deps: VolumeDeps,
  ctx: RequestContext,
  id: string,
  values: VolumeItemValues,
): Promise<VolumeItem> {
  authorize(ctx, 'volume:write');
  const companyId = companyOf(ctx);
  await recordedUpdate(
    { db: deps.db, ctx, companyId, entityType: ENTITY },
    {
      id,
      find: (tx) => findVolumeItem(tx, companyId, id),
      editable,
      values,
      update: (tx) => updateVolumeItem(tx, companyId, id, values),
    },
  );
  return getVolumeItem(deps, ctx, id);
}

export async function removeVolumeItem(deps: VolumeDeps, ctx: RequestContext, id: string) {
  authorize(ctx, 'volume:write');
  const companyId = companyOf(ctx);
  await recordedDelete(
    { db: deps.db, ctx, companyId, entityType: ENTITY },
    {
      id,
      find: (tx) => findVolumeItem(tx, companyId, id),
      editable,
      remove: (tx) => deleteVolumeItem(tx, companyId, id),
    },
  );
}

/** A room of the catalogue as a public page shows it: its label and its items, names in one language. */
export interface PublicVolumeRoom {
  room: VolumeRoom;
  label: string;
  items: { _id: string; name: string; volumeM3: number }[];
}

/**
 * The company's catalogue for the public inquiry form (ADR 056), seeded on first use like the office's
 * read: rooms with items only, in the calculator's order; of each item only its id, its name in the
 * language asked for (English falls back to German) and its m³. The caller has checked the company.
 */
export async function publicVolumeCatalogue(
  db: Db,
  companyId: string,
  language: Language,
): Promise<PublicVolumeRoom[]> {
  await rulesOf(db, companyId);
  const items = await listVolumeItems(db, companyId);
  return VOLUME_ROOMS.flatMap((room) => {
    const inRoom = items.filter((item) => item.room === room);
    if (inRoom.length === 0) return [];
    return [
      {
        room,
        label: VOLUME_ROOM_NAMES[room][language],
        items: inRoom.map((item) => ({
          _id: item.id,
          name: (language === 'en' && item.nameEn) || item.nameDe,
          volumeM3: item.volumeM3,
        })),
      },
    ];
  });
}

/**
 * Items of the company's catalogue counted by id, as inventory lines with the item's room, names and
 * m³ copied (as the office's editor stores them, ADR 055), in the order given; `null` where the id is
 * not one of this company's items.
 */
export async function inventoryOfCountedItems(
  db: Db,
  companyId: string,
  counted: readonly { itemId: string; count: number }[],
): Promise<(InventoryLine | null)[]> {
  const found = await findVolumeItemsByIds(
    db,
    companyId,
    counted.map((item) => item.itemId),
  );
  const byId = new Map(found.map((item) => [item.id, item]));
  return counted.map(({ itemId, count }) => {
    const item = byId.get(itemId);
    if (!item) return null;
    const { room, nameDe, nameEn, volumeM3 } = item;
    return { room, nameDe, nameEn, volumeM3, count };
  });
}
