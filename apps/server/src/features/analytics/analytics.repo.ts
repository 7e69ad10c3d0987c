import type { AnalyticsRows, AnalyticsServiceKind, Currency } from '@maxer/domain';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

export interface AnalyticsWindow {
  now: Date;
  /** The company's time zone: months are its calendar months. */
  timeZone: string;
  /** The period's months ("YYYY-MM", oldest first) and the instants they begin, then where the period ends. */
  months: string[];
  monthStarts: Date[];
  /** The period as instants (its first moment, the first moment after it) and as calendar days. */
  start: Date;
  end: Date;
  startDay: string;
  endDay: string;
  /** The company's today, and where the last 30 days (spec §9) began. */
  today: string;
  since: Date;
}

/**
 * Where a job came from: its customer's origin as entered (blank: none), and whether a staff member
 * entered the job (an API key or a platform admin acting for the company leaves no user). A job that came
 * through the web inquiry form (contracts.origin WEB_FORM, ADR 056) is a series of its own, before all these.
 */
const originOf = sql.raw(`nullif(btrim(cu.origin), '')`);

interface Row {
  offers: AnalyticsRows['offers'] | null;
  invoiced: AnalyticsRows['invoiced'] | null;
  paid: AnalyticsRows['paid'] | null;
  open_invoices: AnalyticsRows['openInvoices'] | null;
  services: Record<AnalyticsServiceKind, number> | null;
  leads: AnalyticsRows['leads'] | null;
  recent: { withOffers: number; withoutOffers: number } | null;
}

/**
 * Every figure of the analytics screen in one statement (one round trip), each part an index-only scan
 * of the company's rows (migration 0052): offers by (company_id, created_at) — the company's offers that
 * were sent, answered or ran out in the period; invoices by (company_id, date); payments by (company_id,
 * date) with their stored currency (no join to the invoices); open invoices through the partial
 * invoices_company_open_idx (unpaid > 0); contracts through contracts_company_created_idx, which carries
 * the service flags, origin, creator, customer and archive columns (never the jobs' details).
 *
 * Months are the company's: an instant's month is found among the instants the period's months begin
 * there (`width_bucket` over the sorted array: a binary search), not by turning every row into its wall
 * clock (`at time zone` and `to_char` per row were most of the statement's time); the month's name is
 * then looked up by its number. Invoice and payment dates are the company's calendar days already
 * (summed per day first: a few hundred days to name a month for, not one per row).
 */
export async function readAnalytics(db: Db, companyId: string, at: AnalyticsWindow): Promise<AnalyticsRows> {
  const now = at.now.toISOString();
  const start = at.start.toISOString();
  const end = at.end.toISOString();
  // Array literals of ISO instants and "YYYY-MM" months: neither holds a comma, brace, quote or space.
  const starts = `{${at.monthStarts.map((instant) => instant.toISOString()).join(',')}}`;
  const names = `{${at.months.join(',')}}`;
  /** The number (1 = the period's first) of the month an instant of the period falls in. */
  const bucket = (column: string) => sql`width_bucket(${sql.raw(column)}, ${starts}::timestamptz[])`;
  const nameOf = (column: string) => sql`(${names}::text[])[${sql.raw(column)}]`;
  const inPeriod = (column: string) =>
    sql`(${sql.raw(column)} >= ${start}::timestamptz and ${sql.raw(column)} < ${end}::timestamptz)`;
  // An offer ran out when its validity ended unanswered before now, and before any newer sending replaced it.
  const expired = sql`(o.accepted_at is null and o.rejected_at is null and o.expires_at <= ${now}::timestamptz
    and (o.replaced_at is null or o.replaced_at > o.expires_at))`;
  const since = at.since.toISOString();
  // In each offer's row, the month (number) of each of its events that fell in the period, else null.
  const monthIf = (column: string, condition = sql`true`) =>
    sql`case when ${inPeriod(column)} and ${condition} then ${bucket(column)} end`;
  const result = await db.execute(sql`
    with o as (
      select ${monthIf('o.created_at')} as sent_in, ${monthIf('o.accepted_at')} as accepted_in,
          ${monthIf('o.rejected_at')} as rejected_in, ${monthIf('o.expires_at', expired)} as expired_in,
          o.accepted_at is not null as was_accepted,
          (o.replaced_at is not null and o.accepted_at is null and o.rejected_at is null) as was_replaced,
          extract(epoch from o.accepted_at - o.created_at)::float8 as accept_seconds
        from offers o
        where o.company_id = ${companyId}
          and (${inPeriod('o.created_at')} or ${inPeriod('o.accepted_at')} or ${inPeriod('o.rejected_at')}
            or ${inPeriod('o.expires_at')})
    ),
    -- One pass over the offers, four groupings: in each result row only its own grouping's month is set
    -- (the rows of offers without that event in the period have none and are left out below).
    offer_groups as (
      select sent_in, accepted_in, rejected_in, expired_in, count(*) as n,
          count(*) filter (where was_accepted) as n_accepted, count(*) filter (where was_replaced) as n_replaced,
          sum(accept_seconds) as seconds
        from o group by grouping sets ((sent_in), (accepted_in), (rejected_in), (expired_in))
    ),
    c as (
      select ${bucket('c.created_at')} as month, ${originOf} as origin,
          c.created_by_user_id is not null as by_staff, c.origin = 'WEB_FORM' as web_form,
          c.has_relocation as relocation, c.has_trash as trash, c.has_cleaning as cleaning
        from contracts c
        join customers cu on cu.company_id = c.company_id and cu.id = c.customer_id
        where c.company_id = ${companyId} and ${inPeriod('c.created_at')}
    ),
    -- One pass over the period's jobs, two groupings: leads (month, origin) and services (the flags).
    job_groups as (
      select grouping(month) = 0 as is_lead, month, origin, by_staff, web_form, relocation, trash, cleaning,
          count(*)::int as n
        from c group by grouping sets ((month, origin, by_staff, web_form), (relocation, trash, cleaning))
    )
    select
      (select json_agg(json_build_object('month', ${nameOf('e.month')}, 'sent', e.sent,
            'sentAccepted', e.sent_accepted, 'sentReplaced', e.sent_replaced, 'accepted', e.accepted,
            'acceptSeconds', e.accept_seconds, 'rejected', e.rejected, 'expired', e.expired))
        from (select coalesce(sent_in, accepted_in, rejected_in, expired_in) as month,
                coalesce(sum(n) filter (where sent_in is not null), 0)::int as sent,
                coalesce(sum(n_accepted) filter (where sent_in is not null), 0)::int as sent_accepted,
                coalesce(sum(n_replaced) filter (where sent_in is not null), 0)::int as sent_replaced,
                coalesce(sum(n) filter (where accepted_in is not null), 0)::int as accepted,
                coalesce(sum(seconds) filter (where accepted_in is not null), 0)::float8 as accept_seconds,
                coalesce(sum(n) filter (where rejected_in is not null), 0)::int as rejected,
                coalesce(sum(n) filter (where expired_in is not null), 0)::int as expired
              from offer_groups
              where coalesce(sent_in, accepted_in, rejected_in, expired_in) is not null
              group by 1) e) as offers,
      (select json_agg(json_build_object('month', s.month, 'currency', s.currency, 'amount', s.amount))
        from (select to_char(d.date, 'YYYY-MM') as month, d.currency, sum(d.amount)::bigint as amount
              from (select i.date, i.currency, sum(i.total) as amount from invoices i
                    where i.company_id = ${companyId} and i.date >= ${at.startDay}::date and i.date < ${at.endDay}::date
                    group by 1, 2) d
              group by 1, 2) s) as invoiced,
      (select json_agg(json_build_object('month', s.month, 'currency', s.currency, 'amount', s.amount))
        from (select to_char(d.date, 'YYYY-MM') as month, d.currency, sum(d.amount)::bigint as amount
              from (select p.date, p.currency, sum(p.amount) as amount from payments p
                    where p.company_id = ${companyId} and p.date >= ${at.startDay}::date and p.date < ${at.endDay}::date
                    group by 1, 2) d
              group by 1, 2) s) as paid,
      (select json_agg(json_build_object('currency', s.currency, 'ageDays', s.age_days, 'count', s.count,
            'unpaid', s.unpaid))
        from (select i.currency, greatest(${at.today}::date - i.date, 0) as age_days, count(*)::int as count,
                sum(i.unpaid)::bigint as unpaid
              from invoices i
              where i.company_id = ${companyId} and i.unpaid > 0
              group by 1, 2) s) as open_invoices,
      (select json_build_object(
            'relocation', coalesce(sum(n) filter (where relocation), 0),
            'trash', coalesce(sum(n) filter (where trash), 0),
            'cleaning', coalesce(sum(n) filter (where cleaning), 0),
            'none', coalesce(sum(n) filter (where not (relocation or trash or cleaning)), 0))
        from job_groups where not is_lead) as services,
      (select json_agg(json_build_object('month', ${nameOf('g.month')}, 'origin', g.origin, 'byStaff', g.by_staff,
            'webForm', g.web_form, 'count', g.n))
        from job_groups g where g.is_lead) as leads,
      (select json_build_object('withOffers', x.with_offers, 'withoutOffers', x.jobs - x.with_offers)
        from (select count(*) filter (where exists (select 1 from offers o
                    where o.company_id = ${companyId} and o.contract_id = c.id))::int as with_offers,
                count(*)::int as jobs
              from contracts c
              where c.company_id = ${companyId} and c.archived_at is null
                and c.created_at >= ${since}::timestamptz and c.created_at <= ${now}::timestamptz) x) as recent`);
  const [row] = rowsOf<Row>(result);
  const money = <T extends { amount: number }>(list: T[] | null) =>
    (list ?? []).map((item) => ({ ...item, amount: Number(item.amount) }));
  return {
    offers: (row?.offers ?? []).map((o) => ({ ...o, acceptSeconds: Number(o.acceptSeconds) })),
    invoiced: money(row?.invoiced ?? null) as { month: string; currency: Currency; amount: number }[],
    paid: money(row?.paid ?? null) as { month: string; currency: Currency; amount: number }[],
    openInvoices: (row?.open_invoices ?? []).map((i) => ({ ...i, unpaid: Number(i.unpaid) })),
    services: {
      relocation: Number(row?.services?.relocation ?? 0),
      trash: Number(row?.services?.trash ?? 0),
      cleaning: Number(row?.services?.cleaning ?? 0),
      none: Number(row?.services?.none ?? 0),
    },
    leads: row?.leads ?? [],
    recentJobs: {
      withOffers: Number(row?.recent?.withOffers ?? 0),
      withoutOffers: Number(row?.recent?.withoutOffers ?? 0),
    },
  };
}
