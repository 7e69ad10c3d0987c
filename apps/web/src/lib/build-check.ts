import { BUILD_CHECK_INTERVAL_MS, BUILD_CHECK_MIN_GAP_MS } from '@maxer/domain';

/** The latest-build file that build/build-info.ts writes beside the app. */
export const LATEST_BUILD_URL = '/builds/latest.json';

export interface BuildCheckDeps {
  /** The build this page runs. */
  current: string;
  /** The id of the latest deployed build, or null when it cannot be read (offline, an old server). */
  latest: () => Promise<string | null>;
  /** A newer build is deployed: offer the reload (once). */
  onNewer: (id: string) => void;
  now: () => number;
}

/**
 * Asks for the latest build and tells once when it differs from this page's. Calls closer together
 * than BUILD_CHECK_MIN_GAP_MS ask nothing (focus comes and goes), as do calls after the offer.
 */
export function createBuildCheck(deps: BuildCheckDeps) {
  let askedAt = Number.NEGATIVE_INFINITY;
  let offered = false;
  return async function check(): Promise<void> {
    const now = deps.now();
    if (offered || now - askedAt < BUILD_CHECK_MIN_GAP_MS) return;
    askedAt = now;
    const latest = await deps.latest();
    if (latest && latest !== deps.current && !offered) {
      offered = true;
      deps.onNewer(latest);
    }
  };
}

/** The latest build's id, asked with a timestamp so that no cache on the way answers (spec §7). */
export async function fetchLatestBuild(): Promise<string | null> {
  try {
    const response = await fetch(`${LATEST_BUILD_URL}?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { id?: unknown };
    return typeof body.id === 'string' ? body.id : null;
  } catch {
    return null;
  }
}

/**
 * Every few minutes and whenever the tab comes back to the front, ask whether a newer build is
 * deployed (spec §9). Not in development, where the build has no id.
 */
export function startBuildCheck(current: string, onNewer: (id: string) => void): void {
  if (current === 'dev') return;
  const check = createBuildCheck({ current, latest: fetchLatestBuild, onNewer, now: Date.now });
  window.setInterval(() => void check(), BUILD_CHECK_INTERVAL_MS);
  window.addEventListener('focus', () => void check());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
}
