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
