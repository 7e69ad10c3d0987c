import { and, count, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, packages, sessions } from '../../db/schema/index.ts';

/**
 * Companies active and inactive, created since `monthStart`, and the monthly recurring revenue (the
 * packages' prices of the active companies): one statement over the companies.
 */
export async function companyFigures(db: Db, monthStart: Date) {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${companies.active})`.mapWith(Number),
      inactive: sql<number>`count(*) filter (where not ${companies.active})`.mapWith(Number),
      newThisMonth:
        sql<number>`count(*) filter (where ${companies.createdAt} >= ${monthStart.toISOString()})`.mapWith(
          Number,
        ),
      revenueCents:
        sql<number>`coalesce(sum(${packages.priceCents}) filter (where ${companies.active}), 0)`.mapWith(
          Number,
        ),
    })
    .from(companies)
    .leftJoin(packages, sql`${packages.id} = ${companies.packageId}`);
  return row!;
}

// Both group by position: the zone is a parameter, so the grouped expression would not be the selected one.

/** Companies created per calendar month (`YYYY-MM` in `timeZone`) since `since`. */
export async function companiesPerMonth(db: Db, since: Date, timeZone: string) {
  const month = sql<string>`to_char(${companies.createdAt} at time zone ${timeZone}, 'YYYY-MM')`;
  return db
    .select({ month, count: count() })
    .from(companies)
    .where(gte(companies.createdAt, since))
    .groupBy(sql`1`);
}

/** Company users' sign-ins (sessions created) per calendar day (`YYYY-MM-DD` in `timeZone`) since `since`. */
export async function signInsPerDay(db: Db, since: Date, timeZone: string) {
  const day = sql<string>`to_char(${sessions.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  return db
    .select({ day, count: count() })
    .from(sessions)
    .where(and(isNotNull(sessions.companyId), gte(sessions.createdAt, since)))
    .groupBy(sql`1`);
}
