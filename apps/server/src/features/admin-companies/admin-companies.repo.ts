import type { AdminCompanyListQuery } from '@maxer/domain';
import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { listPage, sortOrder, windowTotal } from '../../db/list-page.ts';
import { activities, companies, contracts, packages, users } from '../../db/schema/index.ts';

// Each figure is a subquery per company of the page (at most 100): every one reads an index on
// company_id, so the list costs the same whatever the size of the other companies.
const ownerEmail = sql<string | null>`(select ${users.email} from ${users}
  where ${users.companyId} = ${companies.id} and ${users.role} = 'OWNER'
  order by ${users.email}, ${users.id} limit 1)`;
const userCount =
  sql<number>`(select count(*) from ${users} where ${users.companyId} = ${companies.id})`.mapWith(Number);
// An admin's requests on behalf (ADR 037) are no activity of the company's own.
const lastActivityAt = sql<Date | null>`(select max(${activities.createdAt}) from ${activities}
  where ${activities.companyId} = ${companies.id} and ${activities.action} <> 'request')`.mapWith((value) =>
  value === null ? null : new Date(value),
);

function contractsSince(since: Date) {
  return sql<number>`(select count(*) from ${contracts}
    where ${contracts.companyId} = ${companies.id} and ${contracts.createdAt} >= ${since.toISOString()})`.mapWith(
    Number,
  );
}

const sortColumns = {
  name: [sql`lower(${companies.name})`, companies.id],
  createdAt: [companies.createdAt, companies.id],
  // Companies without any activity sort as the oldest.
  lastActivityAt: [sql`coalesce(${lastActivityAt}, '-infinity'::timestamptz)`, companies.id],
};

/** Name, city, or the e-mail of any of its owners. */
function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(companies.name, pattern),
    ilike(companies.city, pattern),
    sql`exists (select 1 from ${users} where ${users.companyId} = ${companies.id}
      and ${users.role} = 'OWNER' and ${users.email} ilike ${pattern})`,
  );
}

/** Every company of the platform, a page at a time, with how it is used. */
export async function listAdminCompanies(db: Db, query: AdminCompanyListQuery, now: Date) {
  const where = and(
    searchCondition(query.q),
    query.active === undefined ? undefined : eq(companies.active, query.active),
    query.packageId ? eq(companies.packageId, query.packageId) : undefined,
  );
  const since = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000);
  return listPage(
    db
      .select({
        id: companies.id,
        name: companies.name,
        active: companies.active,
        city: companies.city,
        createdAt: companies.createdAt,
        packageId: packages.id,
        packageName: packages.name,
        ownerEmail,
        users: userCount,
        contractsLast30Days: contractsSince(since),
        lastActivityAt,
        total: windowTotal(),
      })
      .from(companies)
      .leftJoin(packages, eq(packages.id, companies.packageId))
      .where(where)
      .$dynamic(),
    sortOrder(sortColumns, query.sort),
    query,
  );
}
