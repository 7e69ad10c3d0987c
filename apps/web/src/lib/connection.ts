import { useSyncExternalStore } from 'react';

/**
 * Whether the server can be reached (issue 15, item 7). A request that fails on the network, or the
 * browser going offline, marks it unreachable; from then on the server's health is asked every few
 * seconds (and at once when the browser is back online) until it answers. Waiting GETs and page loads
 * go on then, so the person sees a banner rather than the browser's "site can't be reached".
 */
export interface ConnectionMonitor {
  reachable(): boolean;
  subscribe(listener: () => void): () => void;
  /** A request failed on the network (or the browser said it is offline). */
  markUnreachable(): void;
  /** Resolves once the server answers again (at once when it does now). */
  whenReachable(): Promise<void>;
  /** Asks the server now; true when it answered. */
  probe(): Promise<boolean>;
  /** Reachable again without asking, and no more asking (tests start from here). */
  reset(): void;
}

export interface ConnectionDeps {
  /** Asks the server whether it is there (the health route): true when it answered at all. */
  ping: () => Promise<boolean>;
  /** Pause between two asks while it is away. */
  intervalMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
}

export const PROBE_INTERVAL_MS = 3000;

export function createConnectionMonitor({
  ping,
  intervalMs = PROBE_INTERVAL_MS,
  setTimer = (run, ms) => setTimeout(run, ms),
}: ConnectionDeps): ConnectionMonitor {
  let reachable = true;
  let probing = false;
  // A reset stops the asking of an earlier round.
  let round = 0;
  const listeners = new Set<() => void>();
  let waiting: Array<() => void> = [];

  const set = (next: boolean) => {
    if (reachable === next) return;
    reachable = next;
    for (const listener of listeners) listener();
    if (next) {
      const resolve = waiting;
      waiting = [];
      for (const run of resolve) run();
    }
  };

  const probe = async () => {
    const answered = await ping().catch(() => false);
    set(answered);
    if (!answered) loop();
    return answered;
  };

  const loop = () => {
    if (probing || reachable) return;
    probing = true;
    const mine = round;
    const next = () =>
      setTimer(() => {
        if (mine !== round) return;
        void ping()
          .catch(() => false)
          .then((answered) => {
            if (mine !== round) return;
            if (answered) {
              probing = false;
              set(true);
            } else next();
          });
      }, intervalMs);
    next();
  };

  return {
    reachable: () => reachable,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    markUnreachable() {
      set(false);
      loop();
    },
    whenReachable() {
      if (reachable) return Promise.resolve();
      loop();
      return new Promise((resolve) => waiting.push(resolve));
    },
    probe,
    reset() {
      round += 1;
      probing = false;
      set(true);
    },
  };
}

/** Any answer means the server is there (even a 503 of the database: then it is not the network). */
async function pingHealth(): Promise<boolean> {
  try {
    await globalThis.fetch(`${window.location.origin}/api/health`, { cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

export const connection = createConnectionMonitor({ ping: pingHealth });

/** The browser's own word: offline at once, back online asks the server. */
export function listenForConnection(monitor: ConnectionMonitor = connection): void {
  window.addEventListener('offline', () => monitor.markUnreachable());
  window.addEventListener('online', () => void monitor.probe());
}

/** Whether the server can be reached, for the banner. */
export function useServerReachable(monitor: ConnectionMonitor = connection): boolean {
  return useSyncExternalStore(monitor.subscribe, monitor.reachable, () => true);
}

/** A fetch that failed on the network, not with an answer (the browsers' TypeError). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}
