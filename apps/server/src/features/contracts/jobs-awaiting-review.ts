import { type CustomerType, DEFAULT_JOB_HOURS, type Gender, type Language } from '@maxer/domain';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

/** A finished job whose customer can be asked for a review: who, in which language, and when it ended. */
export interface JobAwaitingReview {
  companyId: string;
  contractId: string;
  customerId: string;
  customerName: string;
  email: string;
  customerType: CustomerType;
  gender: Gender | null;
  lastName: string;
  /** The language of the job's latest offer (what the customer read), else German. */
  language: Language;
  /** When its move or cleaning, whichever is later, ends (job-window.ts). */
  endsAt: Date;
}

/** For one company: jobs that ended in [endedAfter, endedBefore) are due. */
export interface ReviewWindow {
  companyId: string;
  endedAfter: Date;
  endedBefore: Date;
}

interface Row {
  company_id: string;
  id: string;
  customer_id: string;
  customer_name: string;
  email: string;
  customer_type: CustomerType;
  gender: Gender | null;
  last_name: string;
  language: Language | null;
  ends_at: string | Date;
}

/**
 * The automatic review request's jobs (reviews feature, ADR 050), for many companies in one
 * statement, oldest end first, at most `limit`: jobs that were done (ACCEPTED: not lost, not still
 * an open or pending offer, not reviewed), not archived, whose customer has an e-mail address, that
 * have no review yet (asked or answered, of the job or one of its appointments), and whose end falls
 * in their company's window. The end is the job-window rule's (job-window.ts) in SQL: a move lasts
 * its expected time, else its hours, else DEFAULT_JOB_HOURS; a cleaning runs to its end when that is
 * after its start; the later of the two counts.
 */
export async function jobsAwaitingReview(
  db: Db,
  windows: readonly ReviewWindow[],
  limit: number,
): Promise<JobAwaitingReview[]> {
  if (windows.length === 0) return [];
  // One parameter each, however many companies: PostgreSQL array literals (ids and ISO instants hold
  // no character that needs quoting there).
  const array = (values: string[]) => `{${values.join(',')}}`;
  const ids = array(windows.map((window) => window.companyId));
  const after = array(windows.map((window) => window.endedAfter.toISOString()));
  const before = array(windows.map((window) => window.endedBefore.toISOString()));
  const result = await db.execute(sql`
    with windows as (
      select * from unnest(${ids}::uuid[], ${after}::timestamptz[], ${before}::timestamptz[])
        as w(company_id, ended_after, ended_before)
    ),
    parts as (
      select c.company_id, c.id, c.customer_id, w.ended_after, w.ended_before,
          c.relocation_start_at as move_start,
          coalesce(
            case when nullif(c.details->'relocation'->>'expectedTime', '')::numeric > 0
              then nullif(c.details->'relocation'->>'expectedTime', '')::numeric end,
            case when nullif(c.details->'relocation'->>'hours', '')::numeric > 0
              then nullif(c.details->'relocation'->>'hours', '')::numeric end,
            ${DEFAULT_JOB_HOURS}) as move_hours,
          (c.details->'cleaningDetails'->>'startAt')::timestamptz as cleaning_start,
          (c.details->'cleaningDetails'->>'endAt')::timestamptz as cleaning_end
        from windows w
        join contracts c on c.company_id = w.company_id
        where c.status = 'ACCEPTED' and c.archived_at is null
    ),
    jobs as (
      select p.*, greatest(
          p.move_start + make_interval(secs => (p.move_hours * 3600)::float8),
          case when p.cleaning_end > p.cleaning_start then p.cleaning_end
            else p.cleaning_start + make_interval(hours => ${DEFAULT_JOB_HOURS}) end
        ) as ends_at
        from parts p
    )
    select j.company_id, j.id, j.customer_id, j.ends_at,
        cu.email, cu.customer_type, cu.gender, cu.last_name,
        case when cu.customer_type = 'COMPANY' and cu.company_name is not null then cu.company_name
          else trim(coalesce(cu.first_name, '') || ' ' || cu.last_name) end as customer_name,
        (select o.language from offers o
          where o.company_id = j.company_id and o.contract_id = j.id
          order by o.created_at desc limit 1) as language
      from jobs j
      join customers cu on cu.company_id = j.company_id and cu.id = j.customer_id
      where j.ends_at >= j.ended_after and j.ends_at < j.ended_before
        and cu.email is not null and cu.email <> ''
        and not exists (
          select 1 from reviews r where r.company_id = j.company_id and r.contract_id = j.id
        )
      order by j.ends_at, j.id
      limit ${limit}`);
  return rowsOf<Row>(result).map((row) => ({
    companyId: row.company_id,
    contractId: row.id,
    customerId: row.customer_id,
    customerName: row.customer_name,
    email: row.email,
    customerType: row.customer_type,
    gender: row.gender,
    lastName: row.last_name,
    language: row.language ?? 'de',
    endsAt: new Date(row.ends_at),
  }));
}
