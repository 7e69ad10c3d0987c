import {
  ADMIN_OVERVIEW_DAYS,
  ADMIN_OVERVIEW_MONTHS,
  type AdminOverview,
  calendarDayIn,
  instantOfWallClock,
  PLATFORM_TIME_ZONE,
} from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { companiesPerMonth, companyFigures, signInsPerDay } from './admin-overview.repo.ts';

export interface AdminOverviewDeps {
  db: Db;
  now: () => Date;
}

/** The calendar day `offset` days from `day` ("YYYY-MM-DD"). */
function shiftDay(day: string, offset: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + offset)).toISOString().slice(0, 10);
}

/** The first moment of a calendar day in the platform's zone. */
function startOfDay(day: string): Date {
  return instantOfWallClock(`${day}T00:00`, PLATFORM_TIME_ZONE)!;
}

/**
 * The platform admin's home page (spec §2 "Platform admin area", issue 14): three statements whatever
 * the number of companies. "Today" and "this month" are the platform's (Europe/Zurich). Unpaid
 * platform invoices stay null until Maxer bills its companies (platform billing, a later issue): that
 * figure then becomes a count over the platform invoices with an unpaid amount, added to
 * `companyFigures`' statement or a fourth one.
 */
export async function adminOverview(deps: AdminOverviewDeps, ctx: RequestContext): Promise<AdminOverview> {
  authorize(ctx, 'platform:manage');
  const now = deps.now();
  const today = calendarDayIn(now, PLATFORM_TIME_ZONE);
  const todayStart = startOfDay(today);
  const thisMonth = today.slice(0, 7);
  const monthStart = startOfDay(`${thisMonth}-01`);

  const days = Array.from({ length: ADMIN_OVERVIEW_DAYS }, (_, index) =>
    shiftDay(today, index - ADMIN_OVERVIEW_DAYS + 1),
  );
  const months = Array.from({ length: ADMIN_OVERVIEW_MONTHS }, (_, index) => {
    const [year, month] = thisMonth.split('-').map(Number) as [number, number];
    return new Date(Date.UTC(year, month - 1 - (ADMIN_OVERVIEW_MONTHS - 1 - index), 1))
      .toISOString()
      .slice(0, 7);
  });

  const [figures, perMonth, perDay] = await Promise.all([
    companyFigures(deps.db, monthStart),
    companiesPerMonth(deps.db, startOfDay(`${months[0]}-01`), PLATFORM_TIME_ZONE),
    signInsPerDay(deps.db, startOfDay(days[0]!), PLATFORM_TIME_ZONE),
  ]);
  const monthCounts = new Map(perMonth.map((row) => [row.month, row.count]));
  const dayCounts = new Map(perDay.map((row) => [row.day, row.count]));

  return {
    companies: { active: figures.active, inactive: figures.inactive, newThisMonth: figures.newThisMonth },
    monthlyRecurringRevenueCents: figures.revenueCents,
    unpaidPlatformInvoices: null,
    signInsToday: dayCounts.get(today) ?? 0,
    newCompaniesPerMonth: months.map((month) => ({ month, count: monthCounts.get(month) ?? 0 })),
    signInsPerDay: days.map((day) => ({ day, count: dayCounts.get(day) ?? 0 })),
    todayStart: todayStart.toISOString(),
    monthStart: monthStart.toISOString(),
  };
}
