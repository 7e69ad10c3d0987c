import type { Activity, ActivityAction } from '@maxer/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { activities, platformAdmins, users } from '../db/schema/index.ts';
import type { RequestContext } from './auth/context.ts';
import { notFound } from './errors.ts';

type Values = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Field → [before, after] for the fields that differ; `updatedAt` and the like are left out. */
export function diff(
  before: Values | null,
  after: Values | null,
  ignore: readonly string[] = [],
): Record<string, [unknown, unknown]> {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of keys) {
    if (ignore.includes(key)) continue;
    const from = before?.[key] ?? null;
    const to = after?.[key] ?? null;
    if (!same(from, to)) changes[key] = [from, to];
  }
  return changes;
}

async function actorName(db: Db, actor: RequestContext['actor']): Promise<string> {
  if (actor.type === 'user') {
    const [row] = await db
      .select({ first: users.firstName, last: users.lastName })
      .from(users)
      .where(eq(users.id, actor.id));
    return row ? `${row.first} ${row.last}` : 'unknown';
  }
  if (actor.type === 'admin') {
    const [row] = await db
      .select({ first: platformAdmins.firstName, last: platformAdmins.lastName })
      .from(platformAdmins)
      .where(eq(platformAdmins.id, actor.id));
    return row ? `${row.first} ${row.last}` : 'unknown';
  }
  return `API key ${actor.id.slice(0, 8)}`;
}

/** Record a change inside the transaction that makes it: no change without its record. */
export async function recordActivity(
  tx: Db,
  ctx: RequestContext,
  companyId: string,
  entry: {
    entityType: string;
    entityId: string;
    action: ActivityAction;
    changes: Record<string, [unknown, unknown]>;
  },
) {
  if (entry.action === 'update' && Object.keys(entry.changes).length === 0) return;
  await tx.insert(activities).values({
    companyId,
    actorType: ctx.actor.type,
    actorId: ctx.actor.id,
    actorName: await actorName(tx, ctx.actor),
    onBehalf: ctx.actor.type === 'admin',
    ...entry,
  });
}

/**
 * The three recorded writes of a catalogue service (authorisation stays with the service, before):
 * each runs in one transaction with its activity record, so there is no change without its record.
 * `recordedUpdate` and `recordedDelete` read the row first, answer 404 when it is not the company's,
 * and record the fields that `editable` picks from it against the new values (or none).
 */
interface Recorded {
  db: Db;
  ctx: RequestContext;
  companyId: string;
  entityType: string;
}

/** Insert with `insert`, record the creation with `values`; answers the new id. */
export function recordedCreate(
  { db, ctx, companyId, entityType }: Recorded,
  values: Values,
  insert: (tx: Db) => Promise<string>,
): Promise<string> {
  return db.transaction(async (tx) => {
    const id = await insert(tx);
    await recordActivity(tx, ctx, companyId, {
      entityType,
      entityId: id,
      action: 'create',
      changes: diff(null, values),
    });
    return id;
  });
}

/** Find the row as it is (404 when missing), `update` it, record what changed to `values`. */
export async function recordedUpdate<TRow, TValues extends Values>(
  { db, ctx, companyId, entityType }: Recorded,
  change: {
    id: string;
    find: (tx: Db) => Promise<TRow | undefined>;
    editable: (row: TRow) => TValues;
    values: TValues;
    update: (tx: Db) => Promise<void>;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await change.find(tx);
    if (!before) throw notFound();
    await change.update(tx);
    await recordActivity(tx, ctx, companyId, {
      entityType,
      entityId: change.id,
      action: 'update',
      changes: diff(change.editable(before), change.values),
    });
  });
}

/** Find the row as it is (404 when missing), `remove` it, record what it held. */
export async function recordedDelete<TRow>(
  { db, ctx, companyId, entityType }: Recorded,
  removal: {
    id: string;
    find: (tx: Db) => Promise<TRow | undefined>;
    editable: (row: TRow) => Values;
    remove: (tx: Db) => Promise<void>;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await removal.find(tx);
    if (!before) throw notFound();
    await removal.remove(tx);
    await recordActivity(tx, ctx, companyId, {
      entityType,
      entityId: removal.id,
      action: 'delete',
      changes: diff(removal.editable(before), null),
    });
  });
}

/** The history of one record, newest first. */
export async function listActivities(
  db: Db,
  companyId: string,
  entity: { entityType: string; entityId: string },
  page: { page: number; pageSize: number },
): Promise<{ items: Activity[]; total: number }> {
  const where = and(
    eq(activities.companyId, companyId),
    eq(activities.entityType, entity.entityType),
    eq(activities.entityId, entity.entityId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(activities)
      .where(where)
      .orderBy(desc(activities.createdAt), desc(activities.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(activities).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      _id: row.id,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      actor: { type: row.actorType, _id: row.actorId, name: row.actorName },
      onBehalf: row.onBehalf,
      changes: row.changes,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.value ?? 0,
  };
}
