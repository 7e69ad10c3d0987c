import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { RouteErrorView } from '../features/errors/components/route-error-view.tsx';
import { RouteNotFoundView } from '../features/errors/components/route-not-found-view.tsx';
import { basepathFor } from '../lib/language.ts';
import type { RouterContext } from './root.tsx';
import { RoutePending } from './route-pending.tsx';
import { routeTree } from './route-tree.ts';

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    basepath: basepathFor(context.language),
    defaultPreload: 'intent',
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteErrorView,
    defaultNotFoundComponent: RouteNotFoundView,
    defaultPendingMs: 400,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
