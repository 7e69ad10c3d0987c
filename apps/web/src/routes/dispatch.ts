import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { companyRoute } from './company.ts';

export interface DispatchSearch {
  view?: 'day' | 'week';
  /** A calendar day ('YYYY-MM-DD') in the company's zone: the day shown, or a day of the week shown. */
  day?: string;
}

/** The board's address: a wrong view or day is left out (the board shows today's day). */
export function parseDispatchSearch(search: Record<string, unknown>): DispatchSearch {
  const result: DispatchSearch = {};
  if (search.view === 'day' || search.view === 'week') result.view = search.view;
  if (
    typeof search.day === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(search.day) &&
    !Number.isNaN(Date.parse(search.day))
  )
    result.day = search.day;
  return result;
}

export const dispatchRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'dispatch',
  validateSearch: parseDispatchSearch,
  component: lazyRouteComponent(() => import('../features/dispatch/pages/dispatch-page.tsx'), 'DispatchPage'),
});

export const myJobsRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'my-jobs',
  component: lazyRouteComponent(() => import('../features/dispatch/pages/my-jobs-page.tsx'), 'MyJobsPage'),
});
