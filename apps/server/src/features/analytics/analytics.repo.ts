import type { AnalyticsRows, AnalyticsServiceKind, Currency } from '@maxer/domain';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

export interface AnalyticsWindow {
  now: Date;
  /** The company's time zone: months are its calendar months. */
  timeZone: string;
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
 * Every figure of the analytics screen in one statement (one round trip), each part read through the
 * company's indexes: offers by (company_id, created_at) — the company's offers that were sent, answered
 * or ran out in the period; invoices by (company_id, date); payments by (company_id, date) with their
 * invoice's currency; open invoices through the partial invoices_company_open_idx (unpaid > 0);
 * contracts through contracts_company_created_idx, which carries the service flags, origin and archive
 * columns (index-only, never the jobs' details). Months are the company's: `at time zone` turns an instant
 * into its wall clock there before the month is taken; invoice and payment dates are its calendar days
 * already (summed per day first: a few hundred days to name a month for, not one per row).
 */
export async function readAnalytics(db: Db, companyId: string, at: AnalyticsWindow): Promise<AnalyticsRows> {
  const tz = at.timeZone;
  const now = at.now.toISOString();
  const start = at.start.toISOString();
  const end = at.end.toISOString();
  const month = (column: string) => sql`to_char(${sql.raw(column)} at time zone ${tz}, 'YYYY-MM')`;
  const inPeriod = (column: string) =>
    sql`(${sql.raw(column)} >= ${start}::timestamptz and ${sql.raw(column)} < ${end}::timestamptz)`;
  // An offer ran out when its validity ended unanswered before now, and before any newer sending replaced it.
  const expired = sql`(o.accepted_at is null and o.rejected_at is null and o.expires_at <= ${now}::timestamptz
    and (o.replaced_at is null or o.replaced_at > o.expires_at))`;
  const result = await db.execute(sql`
    with o as (
      select o.created_at, o.accepted_at, o.rejected_at, o.replaced_at, o.expires_at from offers o
        where o.company_id = ${companyId}
          and (${inPeriod('o.created_at')} or ${inPeriod('o.accepted_at')} or ${inPeriod('o.rejected_at')}
            or ${inPeriod('o.expires_at')})
    ),
    offer_events as (
      select ${month('o.created_at')} as month, 1 as sent,
          (o.accepted_at is not null)::int as sent_accepted,
          (o.replaced_at is not null and o.accepted_at is null and o.rejected_at is null)::int as sent_replaced,
          0 as accepted, 0::float8 as accept_seconds, 0 as rejected, 0 as expired
        from o where ${inPeriod('o.created_at')}
      union all
      select ${month('o.accepted_at')}, 0, 0, 0, 1, extract(epoch from o.accepted_at - o.created_at)::float8, 0, 0
        from o where ${inPeriod('o.accepted_at')}
      union all
      select ${month('o.rejected_at')}, 0, 0, 0, 0, 0, 1, 0 from o where ${inPeriod('o.rejected_at')}
      union all
      select ${month('o.expires_at')}, 0, 0, 0, 0, 0, 0, 1 from o where ${inPeriod('o.expires_at')} and ${expired}
    ),
    c as (
      select c.id, c.created_at, c.archived_at, ${originOf} as origin,
          c.created_by_user_id is not null as by_staff, c.origin = 'WEB_FORM' as web_form,
          c.has_relocation as relocation, c.has_trash as trash, c.has_cleaning as cleaning
        from contracts c
        join customers cu on cu.company_id = c.company_id and cu.id = c.customer_id
        where c.company_id = ${companyId} and c.created_at >= least(${start}::timestamptz, ${at.since.toISOString()}::timestamptz)
          and c.created_at < greatest(${end}::timestamptz, ${now}::timestamptz)
    )
    select
      (select json_agg(json_build_object('month', e.month, 'sent', e.sent, 'sentAccepted', e.sent_accepted,
            'sentReplaced', e.sent_replaced, 'accepted', e.accepted, 'acceptSeconds', e.accept_seconds,
            'rejected', e.rejected, 'expired', e.expired))
        from (select month, sum(sent)::int as sent, sum(sent_accepted)::int as sent_accepted,
                sum(sent_replaced)::int as sent_replaced, sum(accepted)::int as accepted,
                sum(accept_seconds)::float8 as accept_seconds, sum(rejected)::int as rejected,
                sum(expired)::int as expired
              from offer_events group by month) e) as offers,
      (select json_agg(json_build_object('month', s.month, 'currency', s.currency, 'amount', s.amount))
        from (select to_char(d.date, 'YYYY-MM') as month, d.currency, sum(d.amount)::bigint as amount
              from (select i.date, i.currency, sum(i.total) as amount from invoices i
                    where i.company_id = ${companyId} and i.date >= ${at.startDay}::date and i.date < ${at.endDay}::date
                    group by 1, 2) d
              group by 1, 2) s) as invoiced,
      (select json_agg(json_build_object('month', s.month, 'currency', s.currency, 'amount', s.amount))
        from (select to_char(d.date, 'YYYY-MM') as month, d.currency, sum(d.amount)::bigint as amount
              from (select p.date, i.currency, sum(p.amount) as amount from payments p
                    join invoices i on i.company_id = p.company_id and i.id = p.invoice_id
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
            'relocation', count(*) filter (where c.relocation),
            'trash', count(*) filter (where c.trash),
            'cleaning', count(*) filter (where c.cleaning),
            'none', count(*) filter (where not (c.relocation or c.trash or c.cleaning)))
        from c where ${inPeriod('c.created_at')}) as services,
      (select json_agg(json_build_object('month', s.month, 'origin', s.origin, 'byStaff', s.by_staff,
            'webForm', s.web_form, 'count', s.count))
        from (select ${month('c.created_at')} as month, c.origin, c.by_staff, c.web_form, count(*)::int as count
              from c where ${inPeriod('c.created_at')} group by 1, 2, 3, 4) s) as leads,
      (select json_build_object(
            'withOffers', count(*) filter (where x.has_offer),
            'withoutOffers', count(*) filter (where not x.has_offer))
        from (select exists (select 1 from offers o where o.company_id = ${companyId} and o.contract_id = c.id)
                  as has_offer
              from c
              where c.archived_at is null and c.created_at >= ${at.since.toISOString()}::timestamptz
                and c.created_at <= ${now}::timestamptz) x) as recent`);
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
