import { ADMIN_OVERVIEW_DAYS, ADMIN_OVERVIEW_MONTHS, calendarDayIn, PLATFORM_TIME_ZONE } from '@maxer/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packages, sessions } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../testing/index.ts';

// The platform admin's home page figures (issue 14): counted across every company, for admins only.
let t: TestApp;
let admin: Session;
const ADMIN_HOST = 'admin.localhost';
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, (await t.make.admin()).email, { host: ADMIN_HOST });
});
afterAll(() => t.close());

const overview = (session: Session | null) =>
  t.app.inject({
    method: 'GET',
    url: '/api/admin/overview',
    headers: session ? session.headers : { host: ADMIN_HOST },
  });

async function companyPricedAt(priceCents: number, values: Parameters<TestApp['make']['company']>[0] = {}) {
  const company = await t.make.company(values);
  await t.database.db.update(packages).set({ priceCents }).where(eq(packages.id, company.packageId!));
  return company;
}

describe('the platform admin’s home page figures', () => {
  it('counts companies, new ones this month, recurring revenue and company users’ sign-ins, per month and day', async () => {
    const before = (await overview(admin)).json();
    const now = new Date();
    const today = calendarDayIn(now, PLATFORM_TIME_ZONE);
    const threeDaysAgo = calendarDayIn(new Date(now.getTime() - 3 * DAY_MS), PLATFORM_TIME_ZONE);
    const longAgo = new Date(now.getTime() - 95 * DAY_MS);
    const longAgoMonth = calendarDayIn(longAgo, PLATFORM_TIME_ZONE).slice(0, 7);

    const active = await companyPricedAt(4900);
    await companyPricedAt(9900, { active: false });
    await companyPricedAt(2500, { createdAt: longAgo });
    await t.make.company({ packageId: null });
    const user = await t.make.user(active.id);
    await signIn(t.app, user.email);
    const earlier = await signIn(t.app, user.email);
    await signIn(t.app, user.email);
    // Admins signing in are not the companies' use of Maxer.
    await signIn(t.app, (await t.make.admin()).email, { host: ADMIN_HOST });
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(now.getTime() - 3 * DAY_MS) })
      .where(eq(sessions.tokenHash, hashToken(earlier.token)));

    const response = await overview(admin);
    expect(response.statusCode).toBe(200);
    const after = response.json();
    expect(after.companies).toEqual({
      active: before.companies.active + 3,
      inactive: before.companies.inactive + 1,
      newThisMonth: before.companies.newThisMonth + 3,
    });
    // Integer cents: the packages of the active companies only (the inactive one's 99.00 is not revenue).
    expect(after.monthlyRecurringRevenueCents).toBe(before.monthlyRecurringRevenueCents + 4900 + 2500);
    expect(after.unpaidPlatformInvoices).toBeNull();
    expect(after.signInsToday).toBe(before.signInsToday + 2);

    expect(after.newCompaniesPerMonth).toHaveLength(ADMIN_OVERVIEW_MONTHS);
    expect(after.newCompaniesPerMonth.at(-1)).toEqual({
      month: today.slice(0, 7),
      count: before.newCompaniesPerMonth.at(-1).count + 3,
    });
    const monthOf = (figures: typeof after, month: string) =>
      figures.newCompaniesPerMonth.find((row: { month: string }) => row.month === month).count;
    expect(monthOf(after, longAgoMonth)).toBe(monthOf(before, longAgoMonth) + 1);

    expect(after.signInsPerDay).toHaveLength(ADMIN_OVERVIEW_DAYS);
    expect(after.signInsPerDay.at(-1)).toEqual({ day: today, count: after.signInsToday });
    const dayOf = (figures: typeof after, day: string) =>
      figures.signInsPerDay.find((row: { day: string }) => row.day === day).count;
    expect(dayOf(after, threeDaysAgo)).toBe(dayOf(before, threeDaysAgo) + 1);
  });

  it('answers only an admin session on the admin host', async () => {
    const company = await t.make.company();
    const owner = await signIn(t.app, (await t.make.user(company.id, { role: 'OWNER' })).email);
    const refused = await overview(owner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('error_forbidden');
    // The admin's session on the company host, the owner's on the admin host: refused.
    expect((await overview({ ...admin, headers: { ...admin.headers, host: 'localhost' } })).statusCode).toBe(
      403,
    );
    expect((await overview({ ...owner, headers: { ...owner.headers, host: ADMIN_HOST } })).statusCode).toBe(
      403,
    );
    expect((await overview(null)).statusCode).toBe(401);
  });
});
