import type { NotificationData, NotificationKind, UserRole } from '@maxer/domain';
import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/index.ts';

/** Who a notification is for: the company's active users, but not the one who did it. */
export interface NotificationRecipients {
  companyId: string;
  /** The user who caused it (they know already); null when a customer or the system did. */
  exceptUserId: string | null;
  /** Only users of these roles (e.g. the owners, alerted of a low review); unset: everyone. */
  roles?: readonly UserRole[];
}

/**
 * One row per active user of the company (but the actor), in one statement inside the caller's
 * transaction; answers the rows written (their ids and users, for the live push after commit).
 */
export async function insertNotifications(
  tx: Db,
  to: NotificationRecipients,
  notification: { kind: NotificationKind; data: NotificationData; at: Date },
): Promise<{ id: string; userId: string }[]> {
  const conditions = [eq(users.companyId, to.companyId), eq(users.active, true)];
  if (to.exceptUserId) conditions.push(ne(users.id, to.exceptUserId));
  if (to.roles) conditions.push(inArray(users.role, [...to.roles]));
  return tx
    .insert(notifications)
    .select(
      tx
        .select({
          id: sql<string>`gen_random_uuid()`.as('id'),
          companyId: users.companyId,
          userId: users.id,
          kind: sql<NotificationKind>`${notification.kind}`.as('kind'),
          data: sql<NotificationData>`${JSON.stringify(notification.data)}::jsonb`.as('data'),
          createdAt: sql<Date>`${notification.at.toISOString()}::timestamptz`.as('created_at'),
          readAt: sql<Date | null>`null::timestamptz`.as('read_at'),
        })
        .from(users)
        .where(and(...conditions)),
    )
    .returning({ id: notifications.id, userId: notifications.userId });
}

const mine = (companyId: string, userId: string) =>
  and(eq(notifications.companyId, companyId), eq(notifications.userId, userId));

export async function listNotifications(
  db: Db,
  companyId: string,
  userId: string,
  page: { page: number; pageSize: number },
) {
  const [items, [counts]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        data: notifications.data,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .where(mine(companyId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    countNotifications(db, companyId, userId),
  ]);
  return { items, total: counts!.total, unread: counts!.unread };
}

export function countNotifications(db: Db, companyId: string, userId: string) {
  return db
    .select({
      total: count(),
      unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
    })
    .from(notifications)
    .where(mine(companyId, userId));
}

/** Mark one read (a read one keeps its first time); answers whether it is this user's. */
export async function markRead(db: Db, companyId: string, userId: string, id: string, at: Date) {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(mine(companyId, userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Db, companyId: string, userId: string, at: Date) {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(mine(companyId, userId), isNull(notifications.readAt)));
}

/** Remove the unread notifications of these kinds about one job (told of by a newer one). */
export async function deleteUnreadAbout(
  tx: Db,
  companyId: string,
  contractId: string,
  kinds: readonly NotificationKind[],
) {
  await tx
    .delete(notifications)
    .where(
      and(
        eq(notifications.companyId, companyId),
        inArray(notifications.kind, [...kinds]),
        isNull(notifications.readAt),
        sql`${notifications.data}->>'contractId' = ${contractId}`,
      ),
    );
}

/** A colleague's name as the office knows it ("Anna Muster"). */
export async function userName(db: Db, companyId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return row ? `${row.firstName} ${row.lastName}`.trim() : null;
}

/**
 * Deletes the notifications read before `readBefore` and all made before `madeBefore` (read or not),
 * across companies; answers how many went.
 */
export async function deleteOldNotifications(db: Db, readBefore: Date, madeBefore: Date): Promise<number> {
  const gone = await db
    .delete(notifications)
    .where(sql`${notifications.readAt} < ${readBefore} or ${notifications.createdAt} < ${madeBefore}`)
    .returning({ id: notifications.id });
  return gone.length;
}
