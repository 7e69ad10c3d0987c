import { z } from 'zod';

/**
 * The platform's own calendar: "today" and "this month" on the admin home page are Swiss days and
 * months, whatever the zone of each company.
 */
export const PLATFORM_TIME_ZONE = 'Europe/Zurich';

/** Months shown in the new-companies chart and days in the sign-ins chart (the current one included). */
export const ADMIN_OVERVIEW_MONTHS = 12;
export const ADMIN_OVERVIEW_DAYS = 14;

/** The platform admin's home page figures (issue 14), counted by the server in a few statements. */
export const adminOverviewSchema = z.object({
  companies: z.object({
    active: z.number().int(),
    inactive: z.number().int(),
    /** Created since the first day of this month (platform time zone). */
    newThisMonth: z.number().int(),
  }),
  /**
   * Monthly recurring revenue: the sum of the packages' monthly prices of the active companies, in
   * cents (packages are priced in CHF).
   */
  monthlyRecurringRevenueCents: z.number().int(),
  /**
   * Unpaid platform invoices (Maxer billing its companies): null until platform billing exists.
   */
  unpaidPlatformInvoices: z.number().int().nullable(),
  /** Sign-ins of company users since the start of today (platform time zone). */
  signInsToday: z.number().int(),
  /** New companies per month, oldest first, `month` as `YYYY-MM`, months without any included. */
  newCompaniesPerMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
  /** Sign-ins of company users per day, oldest first, `day` as `YYYY-MM-DD`. */
  signInsPerDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
  /** Where today and this month began, as instants (for the page's wording). */
  todayStart: z.string(),
  monthStart: z.string(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
