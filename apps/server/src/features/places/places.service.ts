import type { PlacesQuery, PlacesResult } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { placesOfPostcode } from './places.repo.ts';

export interface PlacesDeps {
  db: Db;
}

/**
 * The towns to suggest for a postcode (issue 15, item 12): what the company itself has entered
 * before, never another company's. It reads customers' addresses, hence their permission.
 */
export async function placesForPostcode(
  deps: PlacesDeps,
  ctx: RequestContext,
  query: PlacesQuery,
): Promise<PlacesResult> {
  authorize(ctx, 'customer:read');
  const towns = await placesOfPostcode(deps.db, companyOf(ctx), query.zip, query.country);
  return { zip: query.zip, country: query.country, towns };
}
