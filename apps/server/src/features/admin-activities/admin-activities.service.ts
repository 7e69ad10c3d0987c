import type { AdminActivity, AdminActivityListQuery, AdminActivitySummary, Page } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { notFound } from '../../platform/errors.ts';
import { findPlatformActivity, listPlatformActivities } from './admin-activities.repo.ts';

export interface AdminActivitiesDeps {
  db: Db;
}

type Row = NonNullable<Awaited<ReturnType<typeof findPlatformActivity>>>;

/** What a recorded request asked (ADR 037): its method, path and answer, kept in `changes`. */
function requestOf(row: Row): AdminActivitySummary['request'] {
  if (row.action !== 'request') return null;
  const after = (key: string) => row.changes[key]?.[1];
  const method = after('method');
  const path = after('path');
  const status = after('status');
  return typeof method === 'string' && typeof path === 'string' && typeof status === 'number'
    ? { method, path, status }
    : null;
}

function toSummary(row: Row): AdminActivitySummary {
  return {
    _id: row.id,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    actor: { type: row.actorType, _id: row.actorId, name: row.actorName },
    onBehalf: row.onBehalf,
    company: row.companyId && row.companyName ? { _id: row.companyId, name: row.companyName } : null,
    request: requestOf(row),
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every recorded activity across the platform (issue 14 "/admin/activities"). */
export async function listActivitiesForAdmin(
  deps: AdminActivitiesDeps,
  ctx: RequestContext,
  query: AdminActivityListQuery,
): Promise<Page<AdminActivitySummary>> {
  authorize(ctx, 'platform:manage');
  const { items, total } = await listPlatformActivities(deps.db, query);
  return { items: items.map(toSummary), total, page: query.page, pageSize: query.pageSize };
}

/** One activity: who, when, from where, for which company, and what changed. */
export async function getActivityForAdmin(
  deps: AdminActivitiesDeps,
  ctx: RequestContext,
  id: string,
): Promise<AdminActivity> {
  authorize(ctx, 'platform:manage');
  const row = await findPlatformActivity(deps.db, id);
  if (!row) throw notFound();
  return { ...toSummary(row), changes: row.changes };
}
