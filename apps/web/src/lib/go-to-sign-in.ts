import type { AnyRouter } from '@tanstack/react-router';
import { browserPath } from './browser-path.ts';
import { isPublicPath } from './guards.ts';

/**
 * To sign-in, with the way back to the page shown now (nothing to do on a public page). Typed by any
 * router, not the app's: lib/ is below the route tree and must not import it (no cycles, ADR 031).
 */
export function goToSignIn(router: AnyRouter): void {
  if (isPublicPath(router.state.location.pathname)) return;
  void router.navigate({ to: '/login.php', search: { redirect: browserPath() }, replace: true });
}
