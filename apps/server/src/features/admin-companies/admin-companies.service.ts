import type { AdminCompanyListQuery, AdminCompanySummary, Page } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { listAdminCompanies } from './admin-companies.repo.ts';

export interface AdminCompaniesDeps {
  db: Db;
  now: () => Date;
}

/** The platform admin's list of every company (spec §2 "/admin/company"). */
export async function listCompaniesForAdmin(
  deps: AdminCompaniesDeps,
  ctx: RequestContext,
  query: AdminCompanyListQuery,
): Promise<Page<AdminCompanySummary>> {
  authorize(ctx, 'platform:manage');
  const { items, total } = await listAdminCompanies(deps.db, query, deps.now());
  return {
    items: items.map((row) => ({
      _id: row.id,
      name: row.name,
      active: row.active,
      city: row.city,
      ownerEmail: row.ownerEmail,
      package: row.packageId && row.packageName ? { _id: row.packageId, name: row.packageName } : null,
      users: row.users,
      contractsLast30Days: row.contractsLast30Days,
      lastActivityAt: row.lastActivityAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
