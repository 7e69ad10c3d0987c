import type { AppRouter } from '../routes/router.ts';
import { browserPath } from './browser-path.ts';
import { isPublicPath } from './guards.ts';

/** To sign-in, with the way back to the page shown now (nothing to do on a public page). */
export function goToSignIn(router: AppRouter): void {
  if (isPublicPath(router.state.location.pathname)) return;
  void router.navigate({ to: '/login.php', search: { redirect: browserPath() }, replace: true });
}
