import type { Currency } from '../constants.ts';
import {
  ANALYTICS_DEFAULT_MONTHS,
  ANALYTICS_SERVICE_KINDS,
  type Analytics,
  type AnalyticsServiceKind,
  LEAD_ORIGIN_NAMES_SHOWN,
  type LeadOriginKind,
  monthsBetween,
  type OfferFigures,
  RECEIVABLE_AGE_BUCKETS,
  type ReceivableAgeBucket,
} from './analytics.schemas.ts';

/**
 * The analytics screen's figures from the database's counts and sums (one place, no component computes
 * any): empty months filled in, rates, averages and age buckets derived. The SQL counts; this shapes.
 */

/** The month `offset` months after a month ("YYYY-MM"). */
export function shiftMonth(month: string, offset: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1 + offset, 1)).toISOString().slice(0, 7);
}

/** Every month from `from` to `to`, both included, oldest first. */
export function monthsOf(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, monthsBetween(from, to)) }, (_, index) => shiftMonth(from, index));
}

/** The period asked for, completed: no end is this month (the company's), no start twelve months back. */
export function analyticsPeriod(query: { from?: string; to?: string }, today: string) {
  const thisMonth = today.slice(0, 7);
  const to = query.to ?? (query.from && query.from > thisMonth ? query.from : thisMonth);
  const from = query.from ?? shiftMonth(to, 1 - ANALYTICS_DEFAULT_MONTHS);
  return { from, to };
}

/**
 * The share of offers sent that were accepted (0–1, four decimals). A sending replaced by a newer one
 * before any answer is no outcome of its own and leaves the count; null when nothing is left.
 */
export function conversionRate(sent: number, acceptedOfSent: number, replacedOfSent: number): number | null {
  const decided = sent - replacedOfSent;
  if (decided <= 0) return null;
  return Math.round((acceptedOfSent / decided) * 10_000) / 10_000;
}

/** Mean hours (one decimal) of `count` waits that took `totalSeconds` together; null for none. */
export function averageHours(totalSeconds: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((totalSeconds / count / 3600) * 10) / 10;
}

/**
 * The age bucket of an open invoice `days` after its invoice date. The invoice date, not the due date:
 * every open invoice falls in one bucket (none is "not yet due"), and it does not move with terms of
 * payment. An invoice dated in the future counts as 0 days.
 */
export function receivableAgeBucket(days: number): ReceivableAgeBucket {
  if (days <= 30) return '0-30';
  if (days <= 60) return '31-60';
  return '60+';
}

/** What the database counts and sums, per month (company time zone) where a row has a month. */
export interface AnalyticsRows {
  offers: {
    month: string;
    sent: number;
    /** Of those sent in the month: accepted (at any time), replaced by a newer sending before an answer. */
    sentAccepted: number;
    sentReplaced: number;
    accepted: number;
    /** Σ seconds from sending to acceptance of those accepted in the month. */
    acceptSeconds: number;
    rejected: number;
    expired: number;
  }[];
  invoiced: { month: string; currency: Currency; amount: number }[];
  paid: { month: string; currency: Currency; amount: number }[];
  /** Open invoices grouped by currency and days since their invoice date. */
  openInvoices: { currency: Currency; ageDays: number; count: number; unpaid: number }[];
  services: Record<AnalyticsServiceKind, number>;
  /** Jobs per month by their customer's origin (null: none entered) and whether a staff member entered them. */
  leads: { month: string; origin: string | null; byStaff: boolean; webForm: boolean; count: number }[];
  recentJobs: { withOffers: number; withoutOffers: number };
}

export interface AnalyticsFrame {
  from: string;
  to: string;
  today: string;
  timeZone: string;
  /** Where the 30 days of recent jobs began, as an instant. */
  since: string;
}

function offerFigures(row: Omit<AnalyticsRows['offers'][number], 'month'>): OfferFigures {
  return {
    sent: row.sent,
    accepted: row.accepted,
    rejected: row.rejected,
    expired: row.expired,
    conversionRate: conversionRate(row.sent, row.sentAccepted, row.sentReplaced),
    averageHoursToAccept: averageHours(row.acceptSeconds, row.accepted),
  };
}

const zeroOffers = {
  sent: 0,
  sentAccepted: 0,
  sentReplaced: 0,
  accepted: 0,
  acceptSeconds: 0,
  rejected: 0,
  expired: 0,
};

function shapeOffers(rows: AnalyticsRows['offers'], months: string[]): Analytics['offers'] {
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  const totals = { ...zeroOffers };
  const perMonth = months.map((month) => {
    const row = byMonth.get(month) ?? { month, ...zeroOffers };
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += row[key];
    return { month, ...offerFigures(row) };
  });
  return { months: perMonth, totals: offerFigures(totals) };
}

/** Currencies in the catalogue's order (CHF first), only those with any figure. */
function currenciesOf(...lists: { currency: Currency }[][]): Currency[] {
  const seen = new Set(lists.flat().map((row) => row.currency));
  return (['CHF', 'EUR'] as const).filter((currency) => seen.has(currency));
}

function shapeRevenue(rows: AnalyticsRows, months: string[]): Analytics['revenue'] {
  return currenciesOf(rows.invoiced, rows.paid).map((currency) => {
    const sum = (list: AnalyticsRows['invoiced'], month: string) =>
      list
        .filter((row) => row.currency === currency && row.month === month)
        .reduce((total, row) => total + row.amount, 0);
    const perMonth = months.map((month) => ({
      month,
      invoiced: sum(rows.invoiced, month),
      paid: sum(rows.paid, month),
    }));
    return {
      currency,
      months: perMonth,
      totals: {
        invoiced: perMonth.reduce((total, row) => total + row.invoiced, 0),
        paid: perMonth.reduce((total, row) => total + row.paid, 0),
      },
    };
  });
}

function shapeReceivables(rows: AnalyticsRows['openInvoices']): Analytics['receivables'] {
  return currenciesOf(rows).map((currency) => {
    const buckets = RECEIVABLE_AGE_BUCKETS.map((bucket) => ({ bucket, count: 0, unpaid: 0 }));
    for (const row of rows) {
      if (row.currency !== currency) continue;
      const bucket = buckets[RECEIVABLE_AGE_BUCKETS.indexOf(receivableAgeBucket(row.ageDays))]!;
      bucket.count += row.count;
      bucket.unpaid += row.unpaid;
    }
    return {
      currency,
      buckets,
      total: buckets.reduce((total, bucket) => total + bucket.unpaid, 0),
      count: buckets.reduce((total, bucket) => total + bucket.count, 0),
    };
  });
}

interface OriginSeries {
  key: string;
  kind: LeadOriginKind;
  name: string | null;
}

/**
 * The origin series of the leads: the period's most frequent named origins (ties by name), then those
 * without a name by who entered them, then "more" for the named ones beyond the first few. A series
 * without any lead is left out, but for "office" and "other", always shown.
 */
function shapeLeads(rows: AnalyticsRows['leads'], months: string[]): Analytics['leadsByOrigin'] {
  const named = new Map<string, number>();
  for (const row of rows)
    if (row.origin !== null && !row.webForm) named.set(row.origin, (named.get(row.origin) ?? 0) + row.count);
  const ranked = [...named].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const shown = new Set(ranked.slice(0, LEAD_ORIGIN_NAMES_SHOWN).map(([name]) => name));
  const webForm = rows.some((row) => row.webForm);
  const origins: OriginSeries[] = [
    ...(webForm ? [{ key: 'webForm', kind: 'webForm' as const, name: null }] : []),
    ...[...shown].map((name) => ({ key: `named:${name}`, kind: 'named' as const, name })),
    { key: 'office', kind: 'office', name: null },
    { key: 'other', kind: 'other', name: null },
    ...(ranked.length > shown.size ? [{ key: 'more', kind: 'more' as const, name: null }] : []),
  ];
  const keyOf = (row: AnalyticsRows['leads'][number]) =>
    row.webForm
      ? 'webForm'
      : row.origin === null
        ? row.byStaff
          ? 'office'
          : 'other'
        : shown.has(row.origin)
          ? `named:${row.origin}`
          : 'more';
  const perMonth = months.map((month) => {
    const counts = new Map(origins.map((origin) => [origin.key, 0]));
    for (const row of rows)
      if (row.month === month) counts.set(keyOf(row), counts.get(keyOf(row))! + row.count);
    return { month, counts: [...counts].map(([key, count]) => ({ key, count })) };
  });
  return {
    origins,
    months: perMonth,
    totals: origins.map(({ key }) => ({
      key,
      count: perMonth.reduce((n, row) => n + row.counts.find((c) => c.key === key)!.count, 0),
    })),
  };
}

/** The analytics answer from the database's rows: every month of the period present, derived figures added. */
export function shapeAnalytics(rows: AnalyticsRows, frame: AnalyticsFrame): Analytics {
  const months = monthsOf(frame.from, frame.to);
  return {
    from: frame.from,
    to: frame.to,
    months,
    timeZone: frame.timeZone,
    today: frame.today,
    offers: shapeOffers(rows.offers, months),
    revenue: shapeRevenue(rows, months),
    receivables: shapeReceivables(rows.openInvoices),
    jobsByService: ANALYTICS_SERVICE_KINDS.map((service) => ({ service, count: rows.services[service] })),
    leadsByOrigin: shapeLeads(rows.leads, months),
    recentJobs: {
      since: frame.since,
      ...rows.recentJobs,
      total: rows.recentJobs.withOffers + rows.recentJobs.withoutOffers,
    },
  };
}
