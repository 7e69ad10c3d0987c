import { and, arrayContains, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, users, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import type { AttemptOutcome } from './webhook-request.ts';

const endpoint = {
  id: webhookEndpoints.id,
  companyId: webhookEndpoints.companyId,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  events: webhookEndpoints.events,
  active: webhookEndpoints.active,
  failingSince: webhookEndpoints.failingSince,
  createdAt: webhookEndpoints.createdAt,
  updatedAt: webhookEndpoints.updatedAt,
};

export type EndpointRow = NonNullable<Awaited<ReturnType<typeof findEndpoint>>>;

export interface EndpointValues {
  url: string;
  description: string;
  events: string[];
  active: boolean;
}

export function listEndpoints(db: Db, companyId: string) {
  return db
    .select(endpoint)
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
}

export async function findEndpoint(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select({ ...endpoint, secret: webhookEndpoints.secret })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, id)));
  return row;
}

export async function insertEndpoint(db: Db, companyId: string, values: EndpointValues, secret: string) {
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ companyId, ...values, secret })
    .returning({ id: webhookEndpoints.id });
  return row!.id;
}

export async function updateEndpoint(
  db: Db,
  companyId: string,
  id: string,
  values: Partial<EndpointValues> & { secret?: string },
) {
  const rows = await db
    .update(webhookEndpoints)
    .set(values)
    .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

export async function deleteEndpoint(db: Db, companyId: string, id: string) {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/**
 * The company's active endpoints subscribed to `type`, share-locked until the calling transaction
 * ends: a delivery job finishing its round locks the endpoint exclusively before it looks for more
 * work, so it either waits for this transaction's deliveries or has left before they were queued.
 */
export function subscribedEndpoints(tx: Db, companyId: string, type: string) {
  return tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.companyId, companyId),
        eq(webhookEndpoints.active, true),
        arrayContains(webhookEndpoints.events, [type]),
      ),
    )
    .for('share');
}

/** Take the endpoint for the end of a delivery round (see `subscribedEndpoints`). */
export async function lockEndpoint(tx: Db, companyId: string, id: string) {
  const [row] = await tx
    .select({ id: webhookEndpoints.id, active: webhookEndpoints.active })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, id)))
    .for('update');
  return row;
}

export interface NewDelivery {
  companyId: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  payload: string;
}

export async function insertDelivery(db: Db, delivery: NewDelivery) {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ ...delivery, nextAttemptAt: null })
    .returning({ id: webhookDeliveries.id });
  return row!.id;
}

const delivery = {
  id: webhookDeliveries.id,
  eventId: webhookDeliveries.eventId,
  eventType: webhookDeliveries.eventType,
  payload: webhookDeliveries.payload,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
  responseStatus: webhookDeliveries.responseStatus,
  error: webhookDeliveries.error,
  durationMs: webhookDeliveries.durationMs,
  responseSnippet: webhookDeliveries.responseSnippet,
  createdAt: webhookDeliveries.createdAt,
};

export type DeliveryRow = Awaited<ReturnType<typeof listDeliveries>>['items'][number];

/** An endpoint's log, newest first. */
export async function listDeliveries(
  db: Db,
  companyId: string,
  endpointId: string,
  page: { page: number; pageSize: number },
) {
  const where = and(eq(webhookDeliveries.companyId, companyId), eq(webhookDeliveries.endpointId, endpointId));
  const [items, [count]] = await Promise.all([
    db
      .select(delivery)
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.sequence))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(webhookDeliveries)
      .where(where),
  ]);
  return { items, total: count?.total ?? 0 };
}

export async function findDelivery(db: Db, companyId: string, endpointId: string, id: string) {
  const [row] = await db
    .select(delivery)
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.companyId, companyId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.id, id),
      ),
    );
  return row;
}

/** The endpoint's oldest delivery still waiting: the only one that may go now (ordering). */
export async function headDelivery(db: Db, companyId: string, endpointId: string) {
  const [row] = await db
    .select(delivery)
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.companyId, companyId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.status, 'pending'),
      ),
    )
    .orderBy(asc(webhookDeliveries.sequence))
    .limit(1);
  return row;
}

/** One attempt's outcome on its delivery: delivered, failed for good, or pending until `next`. */
export async function recordAttempt(
  db: Db,
  id: string,
  outcome: AttemptOutcome,
  at: Date,
  next: { status: 'delivered' | 'failed' | 'pending'; nextAttemptAt: Date | null },
) {
  await db
    .update(webhookDeliveries)
    .set({
      status: next.status,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      nextAttemptAt: next.nextAttemptAt,
      lastAttemptAt: at,
      responseStatus: outcome.status,
      error: outcome.error,
      durationMs: outcome.durationMs,
      responseSnippet: outcome.snippet,
    })
    .where(eq(webhookDeliveries.id, id));
}

/** Mark the endpoint failing; true only for the call that flipped it (so one e-mail). */
export async function markFailing(db: Db, companyId: string, id: string, at: Date) {
  const rows = await db
    .update(webhookEndpoints)
    .set({ failingSince: at })
    .where(
      and(
        eq(webhookEndpoints.companyId, companyId),
        eq(webhookEndpoints.id, id),
        isNull(webhookEndpoints.failingSince),
      ),
    )
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

export async function clearFailing(db: Db, companyId: string, id: string) {
  await db
    .update(webhookEndpoints)
    .set({ failingSince: null })
    .where(
      and(
        eq(webhookEndpoints.companyId, companyId),
        eq(webhookEndpoints.id, id),
        sql`${webhookEndpoints.failingSince} is not null`,
      ),
    );
}

/** The company's name and its active owners (who hear of a failing endpoint). */
export async function companyAndOwners(db: Db, companyId: string) {
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  const owners = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'OWNER'), eq(users.active, true)));
  return { company, owners };
}

/** Deletes the deliveries of every company queued before `before` that are no longer pending. */
export async function deleteFinishedDeliveries(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(webhookDeliveries)
    .where(sql`${webhookDeliveries.status} <> 'pending' and ${webhookDeliveries.createdAt} < ${before}`)
    .returning({ id: webhookDeliveries.id });
  return gone.length;
}
