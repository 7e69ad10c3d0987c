import type { Language } from '@maxer/domain';
import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router';
import { RouteErrorView } from '../features/errors/components/route-error-view.tsx';
import { RouteNotFoundView } from '../features/errors/components/route-not-found-view.tsx';
import { RealtimeConnection } from '../features/realtime/realtime-connection.tsx';
import { splitOnBehalfPath } from '../lib/acting-company.ts';
import { decideRedirect } from '../lib/guards.ts';
import { stripLanguagePrefix, withLanguagePrefix } from '../lib/language.ts';
import type { SessionStore } from '../lib/session-store.ts';

export interface RouterContext {
  language: Language;
  session: SessionStore;
  /** Load the signed-in user when a session cookie exists and none is loaded (spec §4). */
  ensureSession: () => Promise<void>;
}

/** Every navigation passes the guards of spec §2 here, after the session is known. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }): Promise<void> => {
    await context.ensureSession();
    const { isLogin, isAdmin } = context.session.getState();
    // The address as the browser shows it: a company page an admin opens for a company is read as the
    // page itself (location.pathname), under /admin/company/{id}/… (decision 038).
    const shown = new URL(location.publicHref, 'http://maxer.invalid');
    const acting = splitOnBehalfPath(stripLanguagePrefix(shown.pathname)) !== null;
    const decision = decideRedirect({
      path: location.pathname,
      fullPath: acting ? location.publicHref : withLanguagePrefix(location.href, context.language),
      isLogin,
      isAdmin,
      acting,
    });
    if (decision?.to === '/login.php') {
      throw redirect({ to: '/login.php', search: { redirect: decision.redirect }, replace: true });
    }
    if (decision) throw redirect({ to: decision.to, replace: true });
  },
  component: RootLayout,
  notFoundComponent: RouteNotFoundView,
  errorComponent: RouteErrorView,
});

function RootLayout() {
  return (
    <>
      <RealtimeConnection />
      <Outlet />
    </>
  );
}
