import { REVIEW_SORTS, reviewListQuerySchema } from '@maxer/domain';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ReviewsSearch } from '../features/reviews/api.ts';
import { parseListSearch, parseSearchValue } from '../lib/list-search.ts';
import { companyRoute } from './company.ts';
import { assertRecordId } from './record-id.ts';

/** The list's filters, checked with the fields of the API's list query schema. */
export function parseReviewsSearch(search: Record<string, unknown>): ReviewsSearch {
  const query = reviewListQuerySchema.shape;
  const result: ReviewsSearch = { ...parseListSearch(search, reviewListQuerySchema, REVIEW_SORTS) };
  for (const key of ['from', 'to'] as const) {
    const value = parseSearchValue(search[key], query[key]);
    if (value) result[key] = value;
  }
  const state = parseSearchValue(search.state, query.state);
  if (state && state !== 'submitted') result.state = state;
  for (const key of ['minRating', 'maxRating'] as const) {
    const value = parseSearchValue(search[key], query[key]);
    if (value !== undefined) result[key] = value;
  }
  return result;
}

export const reviewsRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'reviews',
  validateSearch: parseReviewsSearch,
  component: lazyRouteComponent(() => import('../features/reviews/pages/reviews-page.tsx'), 'ReviewsPage'),
});

export const reviewDetailRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'reviews/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(
    () => import('../features/reviews/pages/review-detail-page.tsx'),
    'ReviewDetailPage',
  ),
});
