import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { assertValidRoute } from '../lib/page-not-found.ts';
import { companyRoute } from './company.ts';

/** The signed-in person's profile at `/@{username}`; another person's name is no page here. */
export const profileRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: '@{$username}',
  beforeLoad: ({ params, context }) =>
    assertValidRoute(params.username === context.session.getState().userInfo?.username),
  component: lazyRouteComponent(() => import('../features/profile/pages/profile-page.tsx'), 'ProfilePage'),
});
