import { browserPath } from '../../../lib/browser-path.ts';
import { useHomeHref } from '../../../lib/use-home-href.ts';
import { NotFoundView } from './not-found-view.tsx';

/** No route matches this path: the non-fatal 404 of spec §2. */
export function RouteNotFoundView() {
  return <NotFoundView path={browserPath()} homeHref={useHomeHref()} />;
}
