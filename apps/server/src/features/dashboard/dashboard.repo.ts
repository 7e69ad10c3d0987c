import type {
  DashboardActivity,
  DashboardAppointment,
  DashboardOffer,
  DashboardOverdueInvoice,
} from '@maxer/domain';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

/**
 * The home page's three counts in one statement (one round trip), each an index-backed count over the
 * company's own rows: offers by (company_id, created_at), contracts by company, the "has an offer"
 * check through offers (company_id, contract_id, created_at).
 */
export async function countDashboard(
  db: Db,
  companyId: string,
  at: { now: Date; monthStart: Date; since: Date },
) {
  const now = at.now.toISOString();
  const result = await db.execute(sql`
    select
      (select count(*)::int from offers o
        where o.company_id = ${companyId}
          and o.accepted_at is null and o.rejected_at is null and o.replaced_at is null
          and o.expires_at >= ${now}::timestamptz) as offers_pending,
      (select count(*)::int from offers o
        where o.company_id = ${companyId}
          and o.accepted_at >= ${at.monthStart.toISOString()}::timestamptz
          and o.accepted_at <= ${now}::timestamptz) as offers_accepted,
      (select count(*)::int from contracts c
        where c.company_id = ${companyId} and c.archived_at is null
          and c.created_at >= ${at.since.toISOString()}::timestamptz
          and c.created_at <= ${now}::timestamptz
          and not exists (
            select 1 from offers o where o.company_id = c.company_id and o.contract_id = c.id
          )) as contracts_without_offers`);
  const [row] = rowsOf<{ offers_pending: number; offers_accepted: number; contracts_without_offers: number }>(
    result,
  );
  return {
    offersPending: Number(row?.offers_pending ?? 0),
    offersAcceptedThisMonth: Number(row?.offers_accepted ?? 0),
    contractsWithoutOffers: Number(row?.contracts_without_offers ?? 0),
  };
}

// A customer's name as lists show it: the company's name for a company, else first and last name.
const customerName = sql.raw(
  `case when cu.customer_type = 'COMPANY' and cu.company_name is not null then cu.company_name ` +
    `else trim(coalesce(cu.first_name, '') || ' ' || cu.last_name) end`,
);

export interface DayWindow {
  now: Date;
  /** The company's calendar day, and the instants its day and week begin and end. */
  today: string;
  dayStart: Date;
  weekEnd: Date;
  /** Offers expiring before this instant are "about to expire". */
  expiringBefore: Date;
  limit: number;
}

interface DayRow {
  appointments: DashboardAppointment[] | null;
  offers: DashboardOffer[] | null;
  offers_total: number;
  overdue: DashboardOverdueInvoice[] | null;
  overdue_total: number;
  overdue_sums: { currency: string; unpaid: number }[] | null;
  activity: DashboardActivity[] | null;
}

/**
 * The day's dashboard in one statement (one round trip), each part bounded and read through the
 * company's indexes: moves through contracts_relocation_idx (company, relocation_start_at); cleanings
 * from the company's working contracts (contracts_list_idx; the cleaning's time lives in `details`);
 * appointments through appointments_company_start_idx (company, starts_at);
 * pending offers by (company_id, …); overdue invoices through the partial invoices_company_open_idx
 * (unpaid > 0, by due date); activity through activities_company_idx (company, created_at).
 */
export async function readDashboardDay(db: Db, companyId: string, at: DayWindow) {
  const now = at.now.toISOString();
  const from = at.dayStart.toISOString();
  const to = at.weekEnd.toISOString();
  const limit = sql.raw(String(at.limit));
  const result = await db.execute(sql`
    with appointments as (
      select 'move' as kind, null::uuid as appointment_id, null::text as appointment_kind,
          c.id as contract_id, c.number, c.customer_id, c.relocation_start_at as start_at,
          nullif(concat_ws(' → ', c.move_out_city, c.move_in_city), '') as place
        from contracts c
        where c.company_id = ${companyId} and c.archived_at is null
          and c.relocation_start_at >= ${from}::timestamptz and c.relocation_start_at <= ${to}::timestamptz
      union all
      select 'cleaning', null, null, x.id, x.number, x.customer_id, x.start_at,
          nullif(concat_ws(' → ', x.move_out_city, x.move_in_city), '')
        from (select c.id, c.number, c.customer_id, c.move_out_city, c.move_in_city,
                (c.details->'cleaningDetails'->>'startAt')::timestamptz as start_at
              from contracts c
              where c.company_id = ${companyId} and c.archived_at is null
                and c.details->'cleaningDetails'->>'startAt' is not null) x
        where x.start_at >= ${from}::timestamptz and x.start_at <= ${to}::timestamptz
      union all
      select 'appointment', ap.id, ap.kind, ap.contract_id, c.number, ap.customer_id, ap.starts_at,
          ap.location
        from appointments ap
        left join contracts c on c.company_id = ap.company_id and c.id = ap.contract_id
        where ap.company_id = ${companyId}
          and ap.starts_at >= ${from}::timestamptz and ap.starts_at <= ${to}::timestamptz
    ),
    pending as (
      select o.id, o.contract_id, o.recipient, o.expires_at from offers o
        where o.company_id = ${companyId}
          and o.accepted_at is null and o.rejected_at is null and o.replaced_at is null
          and o.expires_at >= ${now}::timestamptz
    ),
    overdue as (
      select i.id, i.number, i.customer_id, i.due_date, i.unpaid, i.currency from invoices i
        where i.company_id = ${companyId} and i.unpaid > 0 and i.due_date < ${at.today}::date
    )
    select
      (select json_agg(json_build_object('kind', a.kind, 'appointmentId', a.appointment_id,
            'appointmentKind', a.appointment_kind, 'contractId', a.contract_id, 'contractNumber', a.number,
            'customerName', case when cu.id is null then null else ${customerName} end, 'startAt', a.start_at,
            'place', a.place) order by a.start_at, a.number, a.appointment_id)
        from (select * from appointments order by start_at, number, appointment_id limit 50) a
        left join customers cu on cu.company_id = ${companyId} and cu.id = a.customer_id) as appointments,
      (select json_agg(json_build_object('_id', p.id, 'contractId', p.contract_id, 'contractNumber', c.number,
            'customerName', ${customerName}, 'recipient', p.recipient, 'expiresAt', p.expires_at,
            'expiresSoon', p.expires_at < ${at.expiringBefore.toISOString()}::timestamptz) order by p.expires_at, p.id)
        from (select * from pending order by expires_at, id limit ${limit}) p
        join contracts c on c.company_id = ${companyId} and c.id = p.contract_id
        join customers cu on cu.company_id = ${companyId} and cu.id = c.customer_id) as offers,
      (select count(*)::int from pending) as offers_total,
      (select json_agg(json_build_object('_id', d.id, 'number', d.number, 'customerName', ${customerName},
            'dueDate', d.due_date, 'unpaid', d.unpaid, 'currency', d.currency) order by d.due_date, d.number)
        from (select * from overdue order by due_date, number limit ${limit}) d
        join customers cu on cu.company_id = ${companyId} and cu.id = d.customer_id) as overdue,
      (select count(*)::int from overdue) as overdue_total,
      (select json_agg(json_build_object('currency', s.currency, 'unpaid', s.unpaid) order by s.currency)
        from (select currency, sum(unpaid)::bigint as unpaid from overdue group by currency) s) as overdue_sums,
      (select json_agg(json_build_object('_id', ac.id, 'actorName', ac.actor_name, 'entityType', ac.entity_type,
            'entityId', ac.entity_id, 'action', ac.action, 'createdAt', ac.created_at) order by ac.created_at desc, ac.id)
        from (select * from activities
          where company_id = ${companyId} and action <> 'request' and created_at <= ${now}::timestamptz
          order by created_at desc limit ${limit}) ac) as activity`);
  const [row] = rowsOf<DayRow>(result);
  const instant = (value: string) => new Date(value).toISOString();
  return {
    appointments: (row?.appointments ?? []).map((a) => ({ ...a, startAt: instant(a.startAt) })),
    offers: (row?.offers ?? []).map((o) => ({ ...o, expiresAt: instant(o.expiresAt) })),
    offersTotal: Number(row?.offers_total ?? 0),
    overdue: (row?.overdue ?? []).map((i) => ({ ...i, unpaid: Number(i.unpaid) })),
    overdueTotal: Number(row?.overdue_total ?? 0),
    overdueSums: (row?.overdue_sums ?? []).map((s) => ({ currency: s.currency, unpaid: Number(s.unpaid) })),
    activity: (row?.activity ?? []).map((a) => ({ ...a, createdAt: instant(a.createdAt) })),
  };
}
