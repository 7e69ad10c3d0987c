import {
  ANALYTICS_MAX_MONTHS,
  type Analytics,
  type AnalyticsQuery,
  analyticsPeriod,
  CONTRACTS_WITHOUT_OFFERS_DAYS,
  calendarDayIn,
  instantOfWallClock,
  monthsBetween,
  monthsOf,
  shapeAnalytics,
  shiftMonth,
} from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, companyTimeZoneOf, type RequestContext } from '../../platform/auth/context.ts';
import { AppError } from '../../platform/errors.ts';
import { readAnalytics } from './analytics.repo.ts';

export interface AnalyticsDeps {
  db: Db;
  now: () => Date;
}

const DAY_MS = 86_400_000;

/**
 * The analytics screen (owner): the period's months in the company's time zone, the figures counted by
 * the database in one statement and shaped by the domain (rates, averages, age buckets). Open
 * receivables are as of today and the recent jobs are the last 30 days (spec §9), whatever the period.
 */
export async function getAnalytics(
  deps: AnalyticsDeps,
  ctx: RequestContext,
  query: AnalyticsQuery,
): Promise<Analytics> {
  authorize(ctx, 'analytics:read');
  const timeZone = companyTimeZoneOf(ctx);
  const now = deps.now();
  const today = calendarDayIn(now, timeZone);
  const { from, to } = analyticsPeriod(query, today);
  if (monthsBetween(from, to) > ANALYTICS_MAX_MONTHS) {
    throw new AppError('error_analytics_period', { fields: { from: 'error_analytics_period' } });
  }
  const after = shiftMonth(to, 1);
  const since = new Date(now.getTime() - CONTRACTS_WITHOUT_OFFERS_DAYS * DAY_MS);
  const months = monthsOf(from, to);
  // Where each month begins in the zone, and where the period ends. A zone whose clocks skip midnight
  // starts the month when the day does (instantOfWallClock).
  const monthStarts = [...months, after].map((month) => instantOfWallClock(`${month}-01T00:00`, timeZone)!);
  const rows = await readAnalytics(deps.db, companyOf(ctx), {
    now,
    timeZone,
    months,
    monthStarts,
    start: monthStarts[0]!,
    end: monthStarts.at(-1)!,
    startDay: `${from}-01`,
    endDay: `${after}-01`,
    today,
    since,
  });
  return shapeAnalytics(rows, { from, to, today, timeZone, since: since.toISOString() });
}
