import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminRoute } from './admin.ts';

/** The platform admin's live dashboard (issue 14): fed by the real-time connection's admins' room. */
export const adminLiveRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'live',
  component: lazyRouteComponent(
    () => import('../features/admin-live/pages/admin-live-page.tsx'),
    'AdminLivePage',
  ),
});
