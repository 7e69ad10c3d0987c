import { randomUUID } from 'node:crypto';
import type { Activity, ActivityAction } from '@maxer/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { activities, platformAdmins, users } from '../db/schema/index.ts';
import { apiKeyName } from './auth/api-key-store.ts';
import type { RequestContext } from './auth/context.ts';
import { notFound } from './errors.ts';
import { maskSecretsInUrl } from './security.ts';

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

/** The actor's name as it is now (a user's or an admin's full name, an API key's name). */
export async function actorName(db: Db, actor: RequestContext['actor']): Promise<string> {
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
  // A key's writes name the key as its owner called it (ADR 052).
  const name = await apiKeyName(db, actor.id);
  return name ?? `API key ${actor.id.slice(0, 8)}`;
}

/**
 * Record a change inside the transaction that makes it: no change without its record. `companyId`
 * null records a platform-level activity (a platform admin's account, ADR 037).
 */
export async function recordActivity(
  tx: Db,
  ctx: RequestContext,
  companyId: string | null,
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
    onBehalf: ctx.actor.type === 'admin' && companyId !== null,
    ip: ctx.ip ?? null,
    ...entry,
  });
}

/** The longest path recorded for a request; longer ones are cut. */
const MAX_RECORDED_PATH = 500;

/**
 * Every request a platform admin makes while acting for a company (`x-company-id`) is an activity
 * naming the admin (issue 14, ADR 037): action `request`, the method, path (secrets masked) and answer
 * in `changes`. One statement: the admin's name is read by the insert itself.
 */
export async function recordOnBehalfRequest(
  db: Db,
  ctx: RequestContext,
  request: { method: string; path: string; status: number },
) {
  if (ctx.actor.type !== 'admin' || !ctx.companyId) return;
  const changes = {
    method: [null, request.method],
    path: [null, request.path.slice(0, MAX_RECORDED_PATH)],
    status: [null, request.status],
  };
  await db.execute(sql`insert into ${activities}
    (id, company_id, actor_type, actor_id, actor_name, on_behalf, entity_type, entity_id, action, ip, changes)
    select ${randomUUID()}, ${ctx.companyId}, 'admin', ${platformAdmins.id},
      ${platformAdmins.firstName} || ' ' || ${platformAdmins.lastName}, true, 'request', null, 'request',
      ${ctx.ip ?? null}, ${JSON.stringify(changes)}::jsonb
    from ${platformAdmins} where ${platformAdmins.id} = ${ctx.actor.id}`);
}

/**
 * Records each on-behalf request once it has been answered (onResponse: the answer does not wait for
 * the record). A failure to record is logged, never turned into an error of the answered request.
 */
export function registerOnBehalfRecording(app: FastifyInstance, deps: { db: Db }) {
  app.addHook('onResponse', async (request, reply) => {
    const ctx = request.authContext;
    if (ctx?.actor.type !== 'admin' || !ctx.companyId) return;
    try {
      await recordOnBehalfRequest(deps.db, ctx, {
        method: request.method,
        path: maskSecretsInUrl(request.url),
        status: reply.statusCode,
      });
    } catch (error) {
      request.log.error({ err: error }, 'could not record an on-behalf request');
    }
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
      entityId: row.entityId ?? entity.entityId,
      actor: { type: row.actorType, _id: row.actorId, name: row.actorName },
      onBehalf: row.onBehalf,
      changes: row.changes,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.value ?? 0,
  };
}
