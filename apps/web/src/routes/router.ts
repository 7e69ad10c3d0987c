import {
  createRouter,
  parseSearchWith,
  type RouterHistory,
  stringifySearchWith,
} from '@tanstack/react-router';
import { RouteErrorView } from '../features/errors/components/route-error-view.tsx';
import { RouteNotFoundView } from '../features/errors/components/route-not-found-view.tsx';
import { actingRewrite } from '../lib/acting-company.ts';
import { basepathFor } from '../lib/language.ts';
import type { RouterContext } from './root.tsx';
import { RoutePending } from './route-pending.tsx';
import { routeTree } from './route-tree.ts';

/**
 * Search params are plain text both ways (`?q=5001&borrowable=false`): each route's validator reads
 * and checks them. The router's default JSON reading would turn `5001` into a number and write the
 * text "false" as `%22false%22`.
 */
const parseSearch = parseSearchWith((value) => value);
const stringifySearch = stringifySearchWith(JSON.stringify);

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    parseSearch,
    stringifySearch,
    basepath: basepathFor(context.language),
    // An admin acting for a company sees its pages under /admin/company/{id}/… (decision 038).
    rewrite: actingRewrite,
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
