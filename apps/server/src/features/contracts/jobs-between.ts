import { type ContractState, cleaningEnd, moveEnd } from '@maxer/domain';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

/** A job's move or cleaning with the time it occupies (job-window.ts), for calendars and the board. */
export interface JobBetween {
  kind: 'move' | 'cleaning';
  contractId: string;
  contractNumber: number;
  status: ContractState;
  customStatus: { name: string; color: string } | null;
  customerId: string;
  customerName: string;
  startsAt: Date;
  endsAt: Date;
  moveOutCity: string | null;
  moveInCity: string | null;
}

interface Row {
  kind: 'move' | 'cleaning';
  id: string;
  number: number;
  status: ContractState;
  status_name: string | null;
  status_color: string | null;
  customer_id: string;
  customer_name: string;
  starts_at: string | Date;
  expected_hours: string | number | null;
  hours: string | number | null;
  cleaning_end: string | Date | null;
  move_out_city: string | null;
  move_in_city: string | null;
}

/**
 * A job can start this long before a range and still reach into it: a move of a long day, a cleaning
 * of several days before the handover. The calendar and the dispatch board look back as far.
 */
export const JOB_REACH_BACK_MS = 7 * 86_400_000;

/**
 * The company's working (not archived, not rejected) moves and cleanings that overlap [from, to), in
 * time order, at most `limit`: one statement. Moves through contracts_relocation_idx; cleanings from
 * the company's working contracts (their time lives in `details`, as on the dashboard).
 */
export async function jobsBetween(db: Db, companyId: string, from: Date, to: Date, limit: number) {
  const since = new Date(from.getTime() - JOB_REACH_BACK_MS).toISOString();
  const until = to.toISOString();
  const result = await db.execute(sql`
    with jobs as (
      select 'move' as kind, c.id, c.relocation_start_at as starts_at,
          nullif(c.details->'relocation'->>'expectedTime', '')::numeric as expected_hours,
          nullif(c.details->'relocation'->>'hours', '')::numeric as hours,
          null::timestamptz as cleaning_end
        from contracts c
        where c.company_id = ${companyId} and c.archived_at is null and c.status <> 'REJECTED'
          and c.relocation_start_at >= ${since}::timestamptz and c.relocation_start_at < ${until}::timestamptz
      union all
      select 'cleaning', x.id, x.starts_at, null, null, x.cleaning_end
        from (select c.id, (c.details->'cleaningDetails'->>'startAt')::timestamptz as starts_at,
                (c.details->'cleaningDetails'->>'endAt')::timestamptz as cleaning_end
              from contracts c
              where c.company_id = ${companyId} and c.archived_at is null and c.status <> 'REJECTED'
                and c.details->'cleaningDetails'->>'startAt' is not null) x
        where x.starts_at >= ${since}::timestamptz and x.starts_at < ${until}::timestamptz
    )
    select j.kind, j.id, c.number, c.status, s.name as status_name, s.color as status_color,
        c.customer_id,
        case when cu.customer_type = 'COMPANY' and cu.company_name is not null then cu.company_name
          else trim(coalesce(cu.first_name, '') || ' ' || cu.last_name) end as customer_name,
        j.starts_at, j.expected_hours, j.hours, j.cleaning_end, c.move_out_city, c.move_in_city
      from jobs j
      join contracts c on c.company_id = ${companyId} and c.id = j.id
      join customers cu on cu.company_id = ${companyId} and cu.id = c.customer_id
      left join contract_statuses s on s.company_id = ${companyId} and s.id = c.custom_status_id
      order by j.starts_at, c.number, j.kind`);
  const jobs: JobBetween[] = [];
  for (const row of rowsOf<Row>(result)) {
    const startsAt = new Date(row.starts_at);
    const endsAt =
      row.kind === 'move'
        ? moveEnd(startsAt, numberOrNull(row.expected_hours), numberOrNull(row.hours))
        : cleaningEnd(startsAt, row.cleaning_end ? new Date(row.cleaning_end) : null);
    if (endsAt.getTime() <= from.getTime()) continue;
    jobs.push({
      kind: row.kind,
      contractId: row.id,
      contractNumber: Number(row.number),
      status: row.status,
      customStatus:
        row.status_name && row.status_color ? { name: row.status_name, color: row.status_color } : null,
      customerId: row.customer_id,
      customerName: row.customer_name,
      startsAt,
      endsAt,
      moveOutCity: row.move_out_city,
      moveInCity: row.move_in_city,
    });
    if (jobs.length >= limit) break;
  }
  return jobs;
}

const numberOrNull = (value: string | number | null) => (value == null ? null : Number(value));
