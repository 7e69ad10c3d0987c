import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { browserPath } from '../../../lib/browser-path.ts';
import { isChunkLoadError, reloadOnceForNewBuild } from '../../../lib/chunk-reload.ts';
import { isPageNotFound } from '../../../lib/page-not-found.ts';
import { useHomeHref } from '../../../lib/use-home-href.ts';
import { NotFoundView } from './not-found-view.tsx';
import { ServerErrorView } from './server-error-view.tsx';

/** What a route shows when loading or rendering it failed (spec §2 "Error page"). */
export function RouteErrorView({ error }: ErrorComponentProps) {
  const homeHref = useHomeHref();
  const staleChunk = isChunkLoadError(error);
  useEffect(() => {
    // A route's files vanished with a new deployment: load the new build (once, see chunk-reload.ts).
    if (staleChunk) reloadOnceForNewBuild();
    else if (!isPageNotFound(error)) console.error(error);
  }, [staleChunk, error]);

  if (isPageNotFound(error)) {
    return <NotFoundView variant="invalid" path={browserPath()} homeHref={homeHref} />;
  }
  return <ServerErrorView />;
}
