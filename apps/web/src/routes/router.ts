import { createRouter } from '@tanstack/react-router';
import { basepathFor } from '../lib/language.ts';
import type { RouterContext } from './root.tsx';
import { RoutePending } from './route-pending.tsx';
import { routeTree } from './route-tree.ts';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    basepath: basepathFor(context.language),
    defaultPreload: 'intent',
    defaultPendingComponent: RoutePending,
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
