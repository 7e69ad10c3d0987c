import { CONTRACTS_WITHOUT_OFFERS_DAYS, type Dashboard, startOfMonthIn } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, companyTimeZoneOf, type RequestContext } from '../../platform/auth/context.ts';
import { countDashboard } from './dashboard.repo.ts';

export interface DashboardDeps {
  db: Db;
  now: () => Date;
}

const DAY_MS = 86_400_000;

/**
 * The home page's figures. "This month" is the company's calendar month (its time zone); the 30 days
 * of spec §9 are the 30 × 24 hours before now. The figures read offers and contracts, so reading
 * either is the permission.
 */
export async function getDashboard(deps: DashboardDeps, ctx: RequestContext): Promise<Dashboard> {
  authorize(ctx, 'offer:read');
  authorize(ctx, 'contract:read');
  const companyId = companyOf(ctx);
  const now = deps.now();
  const monthStart = startOfMonthIn(now, companyTimeZoneOf(ctx));
  const since = new Date(now.getTime() - CONTRACTS_WITHOUT_OFFERS_DAYS * DAY_MS);
  const counts = await countDashboard(deps.db, companyId, { now, monthStart, since });
  return { ...counts, monthStart: monthStart.toISOString(), since: since.toISOString() };
}
