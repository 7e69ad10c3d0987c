import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.tsx';

export interface SetPasswordSearch {
  /** The one-time token of the e-mailed link. */
  token?: string;
}

/** Public: the page an invitation or reset e-mail links to. */
export const setPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'set-password',
  validateSearch: (search: Record<string, unknown>): SetPasswordSearch =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: lazyRouteComponent(
    () => import('../features/auth/pages/set-password-page.tsx'),
    'SetPasswordPage',
  ),
});
