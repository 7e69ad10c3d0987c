import { OFFER_SORTS, OFFER_STATES } from '@maxer/domain';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { OffersSearch } from '../features/offers/api.ts';
import { parseFilter, parseListSearch } from '../lib/list-search.ts';
import { assertValidRoute } from '../lib/page-not-found.ts';
import { companyRoute } from './company.ts';
import { assertRecordId } from './record-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;

/** The offer list's filters, checked (spec §2: a value that cannot be meant is no page at all). */
export function parseOffersSearch(search: Record<string, unknown>): OffersSearch {
  const result: OffersSearch = { ...parseListSearch(search, OFFER_SORTS) };
  const state = parseFilter(search.state, OFFER_STATES);
  if (state) result.state = state;
  if (search.customerId !== undefined) {
    const customerId = String(search.customerId);
    assertValidRoute(UUID.test(customerId));
    result.customerId = customerId;
  }
  if (search.acceptedFrom !== undefined) {
    const acceptedFrom = String(search.acceptedFrom);
    assertValidRoute(INSTANT.test(acceptedFrom) && !Number.isNaN(Date.parse(acceptedFrom)));
    result.acceptedFrom = acceptedFrom;
  }
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
