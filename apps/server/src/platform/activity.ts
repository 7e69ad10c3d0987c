import type { Activity, ActivityAction } from '@maxer/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { activities, platformAdmins, users } from '../db/schema/index.ts';
import type { RequestContext } from './auth/context.ts';

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
