import { CHUNK_RELOAD_GUARD_MS } from '@maxer/domain';
import { type ConnectionMonitor, connection } from './connection.ts';

const STORAGE_KEY = 'maxer:chunk-reload-at';

/** Messages browsers give when a lazily loaded file is gone (a new deployment replaced it). */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

export interface ReloadDeps {
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
}

const browserDeps = (): ReloadDeps => ({
  now: Date.now,
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
});

/**
 * Reload to pick up the new build, unless this tab already did within the guard window: a chunk that
 * is missing after a fresh load is a real failure, and reloading again would loop. True when reloading.
 */
export function reloadOnceForNewBuild(deps: ReloadDeps = browserDeps()): boolean {
  const last = Number(deps.storage.getItem(STORAGE_KEY));
  const now = deps.now();
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  deps.storage.setItem(STORAGE_KEY, String(now));
  deps.reload();
  return true;
}

/**
 * A lazily loaded file failed: a new build replaced it, or the server cannot be reached. Reloading
 * while it cannot would show the browser's "site can't be reached" page (issue 15, item 7), so the
 * server is asked first: when it answers, reload once for the new build; when not, wait until it
 * answers again (the offline banner says so meanwhile), then reload. True when reloading.
 */
export async function reloadWhenReachable(
  monitor: Pick<ConnectionMonitor, 'probe' | 'whenReachable'> = connection,
  deps: ReloadDeps = browserDeps(),
): Promise<boolean> {
  if (await monitor.probe()) return reloadOnceForNewBuild(deps);
  await monitor.whenReachable();
  // Back after being away: the file is there again (or the new build is), so this is no loop.
  deps.storage.setItem(STORAGE_KEY, String(deps.now()));
  deps.reload();
  return true;
}

/** Vite reports a failed preload of a route's files with this event. */
export function listenForStaleChunks(): void {
  window.addEventListener('vite:preloadError', (event) => {
    // Never reload blindly: an unreachable server would leave the browser's error page.
    event.preventDefault();
    void reloadWhenReachable();
  });
}
