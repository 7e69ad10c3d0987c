import { describe, expect, it } from 'vitest';
import { analyticsQuerySchema } from './analytics.schemas.ts';
import {
  type AnalyticsRows,
  analyticsPeriod,
  averageHours,
  conversionRate,
  monthsOf,
  receivableAgeBucket,
  shapeAnalytics,
} from './analytics-figures.ts';

const empty: AnalyticsRows = {
  offers: [],
  invoiced: [],
  paid: [],
  openInvoices: [],
  services: { relocation: 0, trash: 0, cleaning: 0, none: 0 },
  leads: [],
  recentJobs: { withOffers: 0, withoutOffers: 0 },
};
const frame = {
  from: '2026-02',
  to: '2026-04',
  today: '2026-04-15',
  timeZone: 'Europe/Zurich',
  since: '2026-03-16T10:00:00.000Z',
};

describe('the period', () => {
  it('runs over the year end and includes both months', () => {
    expect(monthsOf('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsOf('2026-03', '2026-03')).toEqual(['2026-03']);
  });

  it('is the last twelve months, this one included, when none is asked for', () => {
    expect(analyticsPeriod({}, '2026-04-30')).toEqual({ from: '2025-05', to: '2026-04' });
    expect(analyticsPeriod({ to: '2026-01' }, '2026-04-30')).toEqual({ from: '2025-02', to: '2026-01' });
    expect(analyticsPeriod({ from: '2026-01' }, '2026-04-30')).toEqual({ from: '2026-01', to: '2026-04' });
  });

  it('refuses a backwards period, a longer one than 60 months, and other shapes', () => {
    expect(analyticsQuerySchema.safeParse({ from: '2026-04', to: '2026-03' }).success).toBe(false);
    expect(analyticsQuerySchema.safeParse({ from: '2021-01', to: '2025-12' }).success).toBe(true);
    expect(analyticsQuerySchema.safeParse({ from: '2020-12', to: '2025-12' }).success).toBe(false);
    expect(analyticsQuerySchema.safeParse({ from: '2026-13' }).success).toBe(false);
    expect(analyticsQuerySchema.safeParse({ to: '2026-4' }).success).toBe(false);
  });
});

describe('derived figures', () => {
  it('conversion: accepted of those sent, replaced sendings left out', () => {
    // 5 sent, 1 replaced by a newer sending: 2 accepted of 4 that could be answered.
    expect(conversionRate(5, 2, 1)).toBe(0.5);
    expect(conversionRate(3, 2, 0)).toBe(0.6667);
    expect(conversionRate(0, 0, 0)).toBeNull();
    expect(conversionRate(2, 0, 2)).toBeNull();
  });

  it('average time to accept in hours, one decimal', () => {
    // 36 h and 12 h → 24 h; 1 h 20 min alone → 1.3 h.
    expect(averageHours(36 * 3600 + 12 * 3600, 2)).toBe(24);
    expect(averageHours(4800, 1)).toBe(1.3);
    expect(averageHours(0, 0)).toBeNull();
  });

  it('age buckets at their edges', () => {
    expect(receivableAgeBucket(-3)).toBe('0-30');
    expect(receivableAgeBucket(0)).toBe('0-30');
    expect(receivableAgeBucket(30)).toBe('0-30');
    expect(receivableAgeBucket(31)).toBe('31-60');
    expect(receivableAgeBucket(60)).toBe('31-60');
    expect(receivableAgeBucket(61)).toBe('60+');
  });
});

describe('shapeAnalytics', () => {
  it('fills every month of the period, empty ones with zeros and no rate', () => {
    const result = shapeAnalytics(empty, frame);
    expect(result.months).toEqual(['2026-02', '2026-03', '2026-04']);
    expect(result.offers.months.map((m) => m.month)).toEqual(result.months);
    expect(result.offers.totals).toEqual({
      sent: 0,
      accepted: 0,
      rejected: 0,
      expired: 0,
      conversionRate: null,
      averageHoursToAccept: null,
    });
    expect(result.revenue).toEqual([]);
    expect(result.receivables).toEqual([]);
    expect(result.leadsByOrigin.totals).toEqual([
      { key: 'office', count: 0 },
      { key: 'other', count: 0 },
    ]);
    expect(result.recentJobs).toEqual({ since: frame.since, withOffers: 0, withoutOffers: 0, total: 0 });
  });

  it('totals offers over the months and weights the averages by the offers', () => {
    const result = shapeAnalytics(
      {
        ...empty,
        offers: [
          {
            month: '2026-02',
            sent: 4,
            sentAccepted: 1,
            sentReplaced: 0,
            accepted: 1,
            acceptSeconds: 3600 * 10,
            rejected: 1,
            expired: 0,
          },
          {
            month: '2026-04',
            sent: 2,
            sentAccepted: 1,
            sentReplaced: 1,
            accepted: 3,
            acceptSeconds: 3600 * 50,
            rejected: 0,
            expired: 2,
          },
        ],
      },
      frame,
    );
    expect(result.offers.months[0]).toMatchObject({
      sent: 4,
      conversionRate: 0.25,
      averageHoursToAccept: 10,
    });
    expect(result.offers.months[1]).toMatchObject({
      sent: 0,
      conversionRate: null,
      averageHoursToAccept: null,
    });
    expect(result.offers.months[2]).toMatchObject({ sent: 2, conversionRate: 1, averageHoursToAccept: 16.7 });
    // 2 of 5 answerable; 60 h over 4 acceptances.
    expect(result.offers.totals).toEqual({
      sent: 6,
      accepted: 4,
      rejected: 1,
      expired: 2,
      conversionRate: 0.4,
      averageHoursToAccept: 15,
    });
  });

  it('keeps money per currency in Rappen and buckets open invoices by age', () => {
    const result = shapeAnalytics(
      {
        ...empty,
        invoiced: [
          { month: '2026-03', currency: 'EUR', amount: 5_000 },
          { month: '2026-03', currency: 'CHF', amount: 120_050 },
          { month: '2026-04', currency: 'CHF', amount: 30_000 },
        ],
        paid: [{ month: '2026-04', currency: 'CHF', amount: 100_000 }],
        openInvoices: [
          { currency: 'CHF', ageDays: 0, count: 2, unpaid: 10_000 },
          { currency: 'CHF', ageDays: 30, count: 1, unpaid: 5 },
          { currency: 'CHF', ageDays: 31, count: 1, unpaid: 20_000 },
          { currency: 'CHF', ageDays: 200, count: 3, unpaid: 7 },
        ],
      },
      frame,
    );
    expect(result.revenue.map((r) => r.currency)).toEqual(['CHF', 'EUR']);
    expect(result.revenue[0]).toEqual({
      currency: 'CHF',
      months: [
        { month: '2026-02', invoiced: 0, paid: 0 },
        { month: '2026-03', invoiced: 120_050, paid: 0 },
        { month: '2026-04', invoiced: 30_000, paid: 100_000 },
      ],
      totals: { invoiced: 150_050, paid: 100_000 },
    });
    expect(result.receivables).toEqual([
      {
        currency: 'CHF',
        buckets: [
          { bucket: '0-30', count: 3, unpaid: 10_005 },
          { bucket: '31-60', count: 1, unpaid: 20_000 },
          { bucket: '60+', count: 3, unpaid: 7 },
        ],
        total: 30_012,
        count: 7,
      },
    ]);
  });

  it('names the most frequent origins, folds the rest into "more", and tells unnamed ones by who entered them', () => {
    const names = ['Google', 'Empfehlung', 'Plakat', 'Zeitung', 'Messe', 'Radio', 'Flyer'];
    const result = shapeAnalytics(
      {
        ...empty,
        leads: [
          // Google 3, Empfehlung 2, the others 1 each: Zeitung (last by name among the ties) is "more".
          { month: '2026-03', origin: 'Google', byStaff: true, webForm: false, count: 2 },
          { month: '2026-04', origin: 'Google', byStaff: false, webForm: false, count: 1 },
          { month: '2026-04', origin: 'Empfehlung', byStaff: true, webForm: false, count: 2 },
          ...names
            .slice(2)
            .map((origin) => ({ month: '2026-04', origin, byStaff: true, webForm: false, count: 1 })),
          { month: '2026-03', origin: null, byStaff: true, webForm: false, count: 1 },
          { month: '2026-04', origin: null, byStaff: true, webForm: false, count: 4 },
          { month: '2026-04', origin: null, byStaff: false, webForm: false, count: 2 },
        ],
        services: { relocation: 3, trash: 1, cleaning: 2, none: 1 },
      },
      frame,
    );
    expect(result.leadsByOrigin.origins.map((o) => o.key)).toEqual([
      'named:Google',
      'named:Empfehlung',
      'named:Flyer',
      'named:Messe',
      'named:Plakat',
      'named:Radio',
      'office',
      'other',
      'more',
    ]);
    expect(result.leadsByOrigin.origins[0]).toEqual({ key: 'named:Google', kind: 'named', name: 'Google' });
    expect(result.leadsByOrigin.months[1]!.counts.filter((c) => c.count > 0)).toEqual([
      { key: 'named:Google', count: 2 },
      { key: 'office', count: 1 },
    ]);
    expect(result.leadsByOrigin.totals).toEqual([
      { key: 'named:Google', count: 3 },
      { key: 'named:Empfehlung', count: 2 },
      { key: 'named:Flyer', count: 1 },
      { key: 'named:Messe', count: 1 },
      { key: 'named:Plakat', count: 1 },
      { key: 'named:Radio', count: 1 },
      { key: 'office', count: 5 },
      { key: 'other', count: 2 },
      { key: 'more', count: 1 },
    ]);
    expect(result.jobsByService).toEqual([
      { service: 'relocation', count: 3 },
      { service: 'trash', count: 1 },
      { service: 'cleaning', count: 2 },
      { service: 'none', count: 1 },
    ]);
  });

  it('counts jobs from the web inquiry form as their own series, first, whatever the customer’s origin says', () => {
    const result = shapeAnalytics(
      {
        ...empty,
        leads: [
          { month: '2026-04', origin: 'Google', byStaff: false, webForm: true, count: 3 },
          { month: '2026-04', origin: null, byStaff: false, webForm: true, count: 1 },
          { month: '2026-04', origin: 'Google', byStaff: true, webForm: false, count: 2 },
        ],
      },
      frame,
    );
    expect(result.leadsByOrigin.origins.map((o) => o.key)).toEqual([
      'webForm',
      'named:Google',
      'office',
      'other',
    ]);
    expect(result.leadsByOrigin.totals).toEqual([
      { key: 'webForm', count: 4 },
      { key: 'named:Google', count: 2 },
      { key: 'office', count: 0 },
      { key: 'other', count: 0 },
    ]);
  });
});
