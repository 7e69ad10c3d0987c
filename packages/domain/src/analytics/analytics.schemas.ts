import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import { PRICED_SERVICES } from '../pricing/schemas.ts';

/** The longest period the analytics screen reads at once, in months (five years). */
export const ANALYTICS_MAX_MONTHS = 60;
/** The period shown when none is asked for: the last twelve months, this one included. */
export const ANALYTICS_DEFAULT_MONTHS = 12;
/** Open receivables by age in days since the invoice date: 0–30, 31–60, more than 60. */
export const RECEIVABLE_AGE_BUCKETS = ['0-30', '31-60', '60+'] as const;
export type ReceivableAgeBucket = (typeof RECEIVABLE_AGE_BUCKETS)[number];
/** A job's service kinds (the priced services), and "none" for a job without any yet. */
export const ANALYTICS_SERVICE_KINDS = [...PRICED_SERVICES, 'none'] as const;
export type AnalyticsServiceKind = (typeof ANALYTICS_SERVICE_KINDS)[number];
/**
 * Where a job (lead) came from: its customer's origin as the office entered it ("Google",
 * "Empfehlung" …), the most frequent LEAD_ORIGIN_NAMES_SHOWN of the period by name, the rest "more".
 * Without one, what the data tells: entered by a staff member ("office"), or created without one,
 * through an API key or by a platform admin acting for the company ("other"). Jobs sent through the
 * company's web inquiry form are their own series ("webForm"), shown when the period has any.
 */
export const LEAD_ORIGIN_KINDS = ['webForm', 'named', 'office', 'other', 'more'] as const;
export type LeadOriginKind = (typeof LEAD_ORIGIN_KINDS)[number];
export const LEAD_ORIGIN_NAMES_SHOWN = 6;

/** A calendar month as the period names it (YYYY-MM). */
export const analyticsMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'error_field_invalid' });

/** The period of the analytics screen: from and to calendar months (YYYY-MM), both included. */
export const analyticsQuerySchema = z
  .object({ from: analyticsMonthSchema.optional(), to: analyticsMonthSchema.optional() })
  .superRefine((value, ctx) => {
    if (value.from && value.to && value.from > value.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'error_analytics_period' });
    } else if (value.from && value.to && monthsBetween(value.from, value.to) > ANALYTICS_MAX_MONTHS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'error_analytics_period' });
    }
  });
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

/** How many calendar months from `from` to `to` ("YYYY-MM"), both included. */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm) + 1;
}

const rate = z.number().nullable();
const offerFiguresSchema = z.object({
  /** Offers sent (created) in the month. */
  sent: z.number().int(),
  /** Offers accepted / rejected in the month (by the moment of the answer). */
  accepted: z.number().int(),
  rejected: z.number().int(),
  /** Offers whose validity ended in the month without an answer, before any newer sending replaced them. */
  expired: z.number().int(),
  /** Of the offers sent in the month, the share accepted (0–1), replaced sendings left out; null: none. */
  conversionRate: rate,
  /** Mean hours from sending to acceptance of the offers accepted in the month, one decimal; null: none. */
  averageHoursToAccept: rate,
});
export type OfferFigures = z.infer<typeof offerFiguresSchema>;

const moneyMonthSchema = z.object({ month: z.string(), invoiced: z.number().int(), paid: z.number().int() });

export const analyticsSchema = z.object({
  /** The period read (YYYY-MM, both included), its months in order, and the company's zone and today. */
  from: z.string(),
  to: z.string(),
  months: z.array(z.string()),
  timeZone: z.string(),
  today: z.string(),
  offers: z.object({
    months: z.array(offerFiguresSchema.extend({ month: z.string() })),
    totals: offerFiguresSchema,
  }),
  /** Invoiced (by invoice date) and paid (by payment date) per month in Rappen, one series per currency. */
  revenue: z.array(
    z.object({
      currency: z.enum(CURRENCIES),
      months: z.array(moneyMonthSchema),
      totals: z.object({ invoiced: z.number().int(), paid: z.number().int() }),
    }),
  ),
  /** What is open today, by days since the invoice date, per currency (not limited to the period). */
  receivables: z.array(
    z.object({
      currency: z.enum(CURRENCIES),
      buckets: z.array(
        z.object({
          bucket: z.enum(RECEIVABLE_AGE_BUCKETS),
          count: z.number().int(),
          unpaid: z.number().int(),
        }),
      ),
      /** Σ unpaid and how many invoices, over the buckets. */
      total: z.number().int(),
      count: z.number().int(),
    }),
  ),
  /** Jobs created in the period that include each service kind (a job with two counts for both). */
  jobsByService: z.array(z.object({ service: z.enum(ANALYTICS_SERVICE_KINDS), count: z.number().int() })),
  /** Jobs created per month of the period, by origin; `key` names a series ("named:Google", "office" …). */
  leadsByOrigin: z.object({
    origins: z.array(
      z.object({ key: z.string(), kind: z.enum(LEAD_ORIGIN_KINDS), name: z.string().nullable() }),
    ),
    months: z.array(
      z.object({
        month: z.string(),
        counts: z.array(z.object({ key: z.string(), count: z.number().int() })),
      }),
    ),
    totals: z.array(z.object({ key: z.string(), count: z.number().int() })),
  }),
  /** Working jobs created in the last 30 days (spec §9), with and without an offer; not limited to the period. */
  recentJobs: z.object({
    since: z.string(),
    withOffers: z.number().int(),
    withoutOffers: z.number().int(),
    total: z.number().int(),
  }),
});
export type Analytics = z.infer<typeof analyticsSchema>;
