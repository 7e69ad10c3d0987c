import { OFFER_SORTS, offerListQuerySchema } from '@maxer/domain';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { OffersSearch } from '../features/offers/api.ts';
import { parseListSearch, parseSearchValue } from '../lib/list-search.ts';
import { companyRoute } from './company.ts';
import { assertRecordId } from './record-id.ts';

/**
 * The offer list's filters, checked with the fields of the API's list query schema (spec §2: a value
 * that cannot be meant is no page at all); an instant by the server's own rule.
 */
export function parseOffersSearch(search: Record<string, unknown>): OffersSearch {
  const query = offerListQuerySchema.shape;
  const result: OffersSearch = { ...parseListSearch(search, offerListQuerySchema, OFFER_SORTS) };
  const state = parseSearchValue(search.state, query.state);
  if (state) result.state = state;
  const customerId = parseSearchValue(search.customerId, query.customerId);
  if (customerId) result.customerId = customerId;
  const acceptedFrom = parseSearchValue(search.acceptedFrom, query.acceptedFrom);
  if (acceptedFrom) result.acceptedFrom = acceptedFrom;
  return result;
}

export const offersRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'offers',
  validateSearch: parseOffersSearch,
  component: lazyRouteComponent(() => import('../features/offers/pages/offers-page.tsx'), 'OffersPage'),
});

export const offerDetailRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'offers/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(
    () => import('../features/offers/pages/offer-detail-page.tsx'),
    'OfferDetailPage',
  ),
});
