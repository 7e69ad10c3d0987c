import { type Notification, type NotificationData, type NotificationKind, rooms } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { notFound } from '../../platform/errors.ts';
import type { Realtime } from '../../platform/realtime.ts';
import {
  countNotifications,
  deleteUnreadAbout,
  insertNotifications,
  listNotifications,
  markAllRead,
  markRead,
  type NotificationRecipients,
  userName,
} from './notifications.repo.ts';

export interface NotificationsDeps {
  db: Db;
  now: () => Date;
}

/** What a feature tells of, for whom: written inside its own transaction (ADR 039). */
export interface NotificationInput extends NotificationRecipients {
  kind: NotificationKind;
  data: NotificationData;
  at: Date;
}

/** The rows a `recordNotification` wrote: hand them to `announceNotifications` after the commit. */
export type RecordedNotifications = { id: string; userId: string }[];

/**
 * Write the notification for each user of the company who should see it (every active user but
 * the actor), inside `tx`, the transaction of what it tells of: it exists exactly when that
 * committed (ADR 039).
 */
export async function recordNotification(tx: Db, input: NotificationInput): Promise<RecordedNotifications> {
  const { kind, data, at, ...to } = input;
  const superseded = SUPERSEDES[kind];
  if (superseded && data.contractId) await deleteUnreadAbout(tx, to.companyId, data.contractId, superseded);
  // The others are told who did it.
  const actorName = to.exceptUserId ? await userName(tx, to.companyId, to.exceptUserId) : null;
  return insertNotifications(tx, to, { kind, data: actorName ? { ...data, actorName } : data, at });
}

/**
 * A customer's answer says more than their having opened the offer: an unread "viewed" of the same
 * job is replaced by the answer, so the bell counts one thing to look at, not two.
 */
const SUPERSEDES: Partial<Record<NotificationKind, readonly NotificationKind[]>> = {
  offerAccepted: ['offerViewed'],
  offerRejected: ['offerViewed'],
};

/** After the commit: each recipient's open pages (their user room) fetch their bell again. */
export function announceNotifications(realtime: Realtime, recorded: RecordedNotifications): void {
  for (const row of recorded)
    realtime.emit(rooms.user(row.userId), 'notification.created', { notificationId: row.id });
}

/**
 * The signed-in person's own notifications. A platform admin acting for a company is none of its
 * users: they have none (an empty list, nothing to mark).
 */
function ownerOf(ctx: RequestContext): { companyId: string; userId: string | null } {
  const companyId = companyOf(ctx);
  return { companyId, userId: ctx.actor.type === 'user' ? ctx.actor.id : null };
}

type Row = Awaited<ReturnType<typeof listNotifications>>['items'][number];

function toNotification(row: Row): Notification {
  return {
    _id: row.id,
    kind: row.kind,
    data: row.data,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

export async function listOwnNotifications(
  deps: NotificationsDeps,
  ctx: RequestContext,
  page: { page: number; pageSize: number },
) {
  authorize(ctx, 'notification:read-own');
  const { companyId, userId } = ownerOf(ctx);
  if (!userId) return { items: [], total: 0, unread: 0, ...page };
  const { items, total, unread } = await listNotifications(deps.db, companyId, userId, page);
  return { items: items.map(toNotification), total, unread, ...page };
}

async function unreadOf(db: Db, companyId: string, userId: string) {
  const [counts] = await countNotifications(db, companyId, userId);
  return { unread: counts!.unread };
}

/** Mark one of one's notifications read; another person's or company's answers 404. */
export async function readNotification(deps: NotificationsDeps, ctx: RequestContext, id: string) {
  authorize(ctx, 'notification:read-own');
  const { companyId, userId } = ownerOf(ctx);
  if (!userId || !(await markRead(deps.db, companyId, userId, id, deps.now()))) throw notFound();
  return unreadOf(deps.db, companyId, userId);
}

export async function readAllNotifications(deps: NotificationsDeps, ctx: RequestContext) {
  authorize(ctx, 'notification:read-own');
  const { companyId, userId } = ownerOf(ctx);
  if (!userId) return { unread: 0 };
  await markAllRead(deps.db, companyId, userId, deps.now());
  return unreadOf(deps.db, companyId, userId);
}
