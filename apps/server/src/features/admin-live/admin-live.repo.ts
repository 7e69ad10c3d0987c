import { inArray, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { companies, offers, payments, sessions, users } from '../../db/schema/index.ts';

/**
 * How many of each live event happened per hour since `since` (an hour's start): one statement over
 * the tables that record them. Sign-ins are company users' sessions, offers sent their creation,
 * accepted and rejected their answers, invoices paid the payments recorded, new companies their
 * creation.
 */
export async function countsPerHour(db: Db, since: Date) {
  const from = since.toISOString();
  const result = await db.execute(sql`
    select kind, hour, count(*)::int as count from (
      select 'signIn' as kind, date_trunc('hour', ${sessions.createdAt}, 'UTC') as hour from ${sessions}
        where ${sessions.companyId} is not null and ${sessions.createdAt} >= ${from}::timestamptz
      union all
      select 'offerSent', date_trunc('hour', ${offers.createdAt}, 'UTC') from ${offers} where ${offers.createdAt} >= ${from}::timestamptz
      union all
      select 'offerAccepted', date_trunc('hour', ${offers.acceptedAt}, 'UTC') from ${offers} where ${offers.acceptedAt} >= ${from}::timestamptz
      union all
      select 'offerRejected', date_trunc('hour', ${offers.rejectedAt}, 'UTC') from ${offers} where ${offers.rejectedAt} >= ${from}::timestamptz
      union all
      select 'invoicePaid', date_trunc('hour', ${payments.createdAt}, 'UTC') from ${payments} where ${payments.createdAt} >= ${from}::timestamptz
      union all
      select 'companyCreated', date_trunc('hour', ${companies.createdAt}, 'UTC') from ${companies} where ${companies.createdAt} >= ${from}::timestamptz
    ) as happened
    group by kind, hour`);
  return rowsOf<{ kind: string; hour: string | Date; count: string | number }>(result).map((row) => ({
    kind: row.kind,
    hour: new Date(row.hour),
    count: Number(row.count),
  }));
}

/** The names of the companies and users online (one statement each, whatever their number). */
export async function namesOf(db: Db, companyIds: string[], userIds: string[]) {
  const [companyRows, userRows] = await Promise.all([
    companyIds.length
      ? db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(inArray(companies.id, companyIds))
      : [],
    userIds.length
      ? db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, userIds))
      : [],
  ]);
  return {
    companies: new Map(companyRows.map((row) => [row.id, row.name])),
    users: new Map(userRows.map((row) => [row.id, `${row.firstName} ${row.lastName}`])),
  };
}
