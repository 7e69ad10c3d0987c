import type { AdminActivityListQuery } from '@maxer/domain';
import { and, eq, gte, ilike, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { listPage, sortOrder, windowTotal } from '../../db/list-page.ts';
import { activities, companies } from '../../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const columns = {
  id: activities.id,
  action: activities.action,
  entityType: activities.entityType,
  entityId: activities.entityId,
  actorType: activities.actorType,
  actorId: activities.actorId,
  actorName: activities.actorName,
  onBehalf: activities.onBehalf,
  companyId: activities.companyId,
  companyName: companies.name,
  ip: activities.ip,
  changes: activities.changes,
  createdAt: activities.createdAt,
};

const sortColumns = { createdAt: [activities.createdAt, activities.id] };

/** The filters of the list; days are UTC, both ends included. */
function conditions(query: AdminActivityListQuery): SQL | undefined {
  return and(
    query.companyId ? eq(activities.companyId, query.companyId) : undefined,
    query.scope === 'platform' ? isNull(activities.companyId) : undefined,
    query.scope === 'company' ? isNotNull(activities.companyId) : undefined,
    query.actorType ? eq(activities.actorType, query.actorType) : undefined,
    query.actorId ? eq(activities.actorId, query.actorId) : undefined,
    query.q ? ilike(activities.actorName, containsPattern(query.q)) : undefined,
    query.action ? eq(activities.action, query.action) : undefined,
    query.entityType ? eq(activities.entityType, query.entityType) : undefined,
    query.from ? gte(activities.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(activities.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)) : undefined,
  );
}

/** Every activity of the platform, newest first, a page at a time. */
export async function listPlatformActivities(db: Db, query: AdminActivityListQuery) {
  return listPage(
    db
      .select({ ...columns, total: windowTotal() })
      .from(activities)
      .leftJoin(companies, eq(companies.id, activities.companyId))
      .where(conditions(query))
      .$dynamic(),
    sortOrder(sortColumns, query.sort),
    query,
  );
}

export async function findPlatformActivity(db: Db, id: string) {
  const [row] = await db
    .select(columns)
    .from(activities)
    .leftJoin(companies, eq(companies.id, activities.companyId))
    .where(eq(activities.id, id))
    .limit(1);
  return row;
}
