import {
  CONTRACTS_WITHOUT_OFFERS_DAYS,
  calendarDayIn,
  DASHBOARD_EXPIRING_DAYS,
  DASHBOARD_LIST_LIMIT,
  type Dashboard,
  type DashboardDay,
  endOfDayIn,
  startOfMonthIn,
} from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, companyTimeZoneOf, type RequestContext } from '../../platform/auth/context.ts';
import { countDashboard, readDashboardDay } from './dashboard.repo.ts';

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

/**
 * What the office starts the day with: this week's moves, cleanings and appointments from today on, the offers
 * waiting for an answer (soonest expiry first), the invoices overdue with what they owe, the latest
 * activity. "Today" is the company's calendar day in its time zone; the week runs Monday to Sunday.
 */
export async function getDashboardDay(deps: DashboardDeps, ctx: RequestContext): Promise<DashboardDay> {
  authorize(ctx, 'contract:read');
  authorize(ctx, 'offer:read');
  authorize(ctx, 'invoice:read');
  const companyId = companyOf(ctx);
  const timeZone = companyTimeZoneOf(ctx);
  const now = deps.now();
  const today = calendarDayIn(now, timeZone);
  const dayStart = startOfDayIn(today, timeZone);
  const dayEnd = endOfDayIn(today, timeZone);
  // Monday is 1, Sunday 7 (ISO): the week ends on the coming Sunday (today, on a Sunday).
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay() || 7;
  const weekStart = startOfDayIn(addDays(today, 1 - weekday), timeZone);
  const weekEnd = endOfDayIn(addDays(today, 7 - weekday), timeZone);
  const lists = await readDashboardDay(deps.db, companyId, {
    now,
    today,
    dayStart,
    weekEnd,
    expiringBefore: new Date(now.getTime() + DASHBOARD_EXPIRING_DAYS * DAY_MS),
    limit: DASHBOARD_LIST_LIMIT,
  });
  return {
    today,
    dayStart: dayStart.toISOString(),
    dayEnd: dayEnd.toISOString(),
    weekStart: weekStart.toISOString(),
    weekEnd: weekEnd.toISOString(),
    ...lists,
  };
}

/** The calendar day `days` after a calendar day ("YYYY-MM-DD"). */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first moment of a calendar day in a time zone: one millisecond after the day before ends. */
function startOfDayIn(day: string, timeZone: string): Date {
  return new Date(endOfDayIn(addDays(day, -1), timeZone).getTime() + 1);
}
