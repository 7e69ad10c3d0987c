import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, calendarFeeds, companies, customers } from '../../db/schema/index.ts';
import { customerName } from '../customers/index.ts';

export async function findFeed(db: Db, companyId: string) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.companyId, companyId));
  return row;
}

/** The company's one feed, made or replaced (the old token stops with this statement). */
export async function putFeed(db: Db, companyId: string, tokenHash: string, at: Date): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ companyId, tokenHash, createdAt: at })
    .onConflictDoUpdate({ target: calendarFeeds.companyId, set: { tokenHash, createdAt: at } });
}

export async function deleteFeed(db: Db, companyId: string): Promise<boolean> {
  const rows = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.companyId, companyId))
    .returning({ companyId: calendarFeeds.companyId });
  return rows.length > 0;
}

/** The active company a feed token belongs to, with its name and zone. */
export async function companyOfFeed(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, timeZone: companies.timeZone })
    .from(calendarFeeds)
    .innerJoin(companies, eq(companies.id, calendarFeeds.companyId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), eq(companies.active, true)));
  return row;
}

/** The company's appointments starting in [from, to), soonest first, at most `limit`. */
export function appointmentsBetween(db: Db, companyId: string, from: Date, to: Date, limit: number) {
  return db
    .select({
      id: appointments.id,
      kind: appointments.kind,
      startsAt: appointments.startsAt,
      durationMinutes: appointments.durationMinutes,
      location: appointments.location,
      sequence: appointments.sequence,
      customerName,
    })
    .from(appointments)
    .leftJoin(
      customers,
      and(eq(customers.companyId, appointments.companyId), eq(customers.id, appointments.customerId)),
    )
    .where(
      and(
        eq(appointments.companyId, companyId),
        gte(appointments.startsAt, from),
        lt(appointments.startsAt, to),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(limit);
}
