import { PLACES_LIMIT } from '@maxer/domain';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

export interface PlaceRow {
  city: string;
  uses: number;
}

/**
 * The towns the company's customers and jobs (move-out and move-in addresses) have with a postcode in
 * a country, most often seen first: one statement, each part through its (company, postcode) index
 * (migration 0032). A job's address without a country is Swiss (the editor's default).
 */
export async function placesOfPostcode(
  db: Db,
  companyId: string,
  zip: string,
  country: string,
): Promise<PlaceRow[]> {
  const result = await db.execute(sql`
    select city, count(*)::int as uses from (
      select cu.city from customers cu
        where cu.company_id = ${companyId} and cu.zip_code = ${zip} and cu.country = ${country}
      union all
      select c.details->'moveOut'->>'city' from contracts c
        where c.company_id = ${companyId} and (c.details->'moveOut'->>'zipCode') = ${zip}
          and coalesce(c.details->'moveOut'->>'country', 'CH') = ${country}
      union all
      select c.details->'moveIn'->>'city' from contracts c
        where c.company_id = ${companyId} and (c.details->'moveIn'->>'zipCode') = ${zip}
          and coalesce(c.details->'moveIn'->>'country', 'CH') = ${country}
    ) seen (city)
    where city is not null and city <> ''
    group by city
    order by uses desc, city
    limit ${PLACES_LIMIT}`);
  return rowsOf<PlaceRow>(result).map((row) => ({ city: row.city, uses: Number(row.uses) }));
}
