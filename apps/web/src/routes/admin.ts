import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.tsx';

/** The platform administration (admin host only; the root guard keeps everyone else out). */
export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'admin',
  component: lazyRouteComponent(() => import('../features/shell/components/admin-shell.tsx'), 'AdminShell'),
});

export const adminHomeRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/',
  component: lazyRouteComponent(() => import('../features/admin/pages/admin-home-page.tsx'), 'AdminHomePage'),
});
