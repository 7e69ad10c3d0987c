import { Center, Loader } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { browserPath } from '../../../lib/browser-path.ts';
import { isChunkLoadError, reloadWhenReachable } from '../../../lib/chunk-reload.ts';
import { isPageNotFound } from '../../../lib/page-not-found.ts';
import { useHomeHref } from '../../../lib/use-home-href.ts';
import { NotFoundView } from './not-found-view.tsx';
import { ServerErrorView } from './server-error-view.tsx';

/** What a route shows when loading or rendering it failed (spec §2 "Error page"). */
export function RouteErrorView({ error }: ErrorComponentProps) {
  const homeHref = useHomeHref();
  const staleChunk = isChunkLoadError(error);
  // A route's files failed to load: a new deployment, or the server is away (see chunk-reload.ts).
  const [chunkFailed, setChunkFailed] = useState(false);
  useEffect(() => {
    if (!staleChunk) {
      if (!isPageNotFound(error)) console.error(error);
      return;
    }
    let live = true;
    void reloadWhenReachable().then((reloading) => {
      if (live && !reloading) setChunkFailed(true);
    });
    return () => {
      live = false;
    };
  }, [staleChunk, error]);

  if (isPageNotFound(error)) {
    return <NotFoundView variant="invalid" path={browserPath()} homeHref={homeHref} />;
  }
  // Waiting for the server or the reload (the offline banner says why), not an error yet.
  if (staleChunk && !chunkFailed) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  return <ServerErrorView />;
}
