import {
  DEFAULT_VOLUME_ITEMS,
  DEFAULT_VOLUME_RULES,
  type InventoryLine,
  VOLUME_ROOMS,
  type VolumeItemValues,
  type VolumeRulesValues,
} from '@maxer/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contractInventoryLines, volumeItems, volumeSettings } from '../../db/schema/index.ts';

const itemColumns = {
  id: volumeItems.id,
  room: volumeItems.room,
  nameDe: volumeItems.nameDe,
  nameEn: volumeItems.nameEn,
  volumeM3: volumeItems.volumeM3,
  createdAt: volumeItems.createdAt,
  updatedAt: volumeItems.updatedAt,
};
export type VolumeItemRow = Awaited<ReturnType<typeof findVolumeItem>> & {};

const ruleColumns = {
  vehicleCapacityM3: volumeSettings.vehicleCapacityM3,
  m3PerWorker: volumeSettings.m3PerWorker,
  minWorkers: volumeSettings.minWorkers,
  m3PerWorkerHour: volumeSettings.m3PerWorkerHour,
  minHours: volumeSettings.minHours,
};

/** Rooms in the calculator's order (VOLUME_ROOMS), not alphabetically. */
const roomOrder = sql`array_position(array[${sql.join(
  VOLUME_ROOMS.map((room) => sql`${room}`),
  sql`, `,
)}]::text[], ${volumeItems.room})`;

/**
 * Seeds the company's catalogue with the defaults and its rules row, once (ADR 055): the rules row is
 * the mark. Two first reads at once insert it once (ON CONFLICT); only the one that did seeds items.
 */
export async function seedVolumeCatalogue(db: Db, companyId: string) {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(volumeSettings)
      .values({ companyId, ...DEFAULT_VOLUME_RULES })
      .onConflictDoNothing()
      .returning({ companyId: volumeSettings.companyId });
    if (inserted.length === 0) return;
    await tx.insert(volumeItems).values(DEFAULT_VOLUME_ITEMS.map((item) => ({ companyId, ...item })));
  });
}

export async function findVolumeRules(db: Db, companyId: string): Promise<VolumeRulesValues | undefined> {
  const [row] = await db
    .select(ruleColumns)
    .from(volumeSettings)
    .where(eq(volumeSettings.companyId, companyId));
  return row;
}

export async function updateVolumeRules(db: Db, companyId: string, rules: VolumeRulesValues) {
  await db.update(volumeSettings).set(rules).where(eq(volumeSettings.companyId, companyId));
}

export function listVolumeItems(db: Db, companyId: string) {
  return db
    .select(itemColumns)
    .from(volumeItems)
    .where(eq(volumeItems.companyId, companyId))
    .orderBy(roomOrder, asc(volumeItems.nameDe), asc(volumeItems.id));
}

export async function findVolumeItem(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select(itemColumns)
    .from(volumeItems)
    .where(and(eq(volumeItems.companyId, companyId), eq(volumeItems.id, id)))
    .limit(1);
  return row;
}

/** The company's items among these ids (another company's ids find nothing). */
export function findVolumeItemsByIds(db: Db, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(itemColumns)
    .from(volumeItems)
    .where(and(eq(volumeItems.companyId, companyId), inArray(volumeItems.id, [...ids])));
}

export async function insertVolumeItem(db: Db, values: VolumeItemValues & { companyId: string }) {
  const [row] = await db.insert(volumeItems).values(values).returning({ id: volumeItems.id });
  return row!.id;
}

export async function updateVolumeItem(db: Db, companyId: string, id: string, values: VolumeItemValues) {
  await db
    .update(volumeItems)
    .set(values)
    .where(and(eq(volumeItems.companyId, companyId), eq(volumeItems.id, id)));
}

export async function deleteVolumeItem(db: Db, companyId: string, id: string) {
  await db.delete(volumeItems).where(and(eq(volumeItems.companyId, companyId), eq(volumeItems.id, id)));
}

/** A contract's inventory in the order it was counted. */
export function findInventory(db: Db, companyId: string, contractId: string): Promise<InventoryLine[]> {
  return db
    .select({
      room: contractInventoryLines.room,
      nameDe: contractInventoryLines.nameDe,
      nameEn: contractInventoryLines.nameEn,
      volumeM3: contractInventoryLines.volumeM3,
      count: contractInventoryLines.count,
    })
    .from(contractInventoryLines)
    .where(
      and(eq(contractInventoryLines.companyId, companyId), eq(contractInventoryLines.contractId, contractId)),
    )
    .orderBy(asc(contractInventoryLines.position));
}

/** Replaces a contract's inventory (inside the contract's own write). */
export async function replaceInventory(
  db: Db,
  companyId: string,
  contractId: string,
  lines: readonly InventoryLine[],
) {
  await db
    .delete(contractInventoryLines)
    .where(
      and(eq(contractInventoryLines.companyId, companyId), eq(contractInventoryLines.contractId, contractId)),
    );
  if (lines.length === 0) return;
  await db
    .insert(contractInventoryLines)
    .values(lines.map((line, position) => ({ ...line, companyId, contractId, position })));
}
