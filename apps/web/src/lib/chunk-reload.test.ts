import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, type ReloadDeps, reloadOnceForNewBuild } from './chunk-reload.ts';

function deps(start: number) {
  const stored = new Map<string, string>();
  const clock = { now: start };
  const reload = vi.fn<() => void>();
  const result: ReloadDeps & { clock: typeof clock; reload: typeof reload } = {
    clock,
    now: () => clock.now,
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
    },
    reload,
  };
  return result;
}

describe('reload after a new deployment', () => {
  it('recognises a failed lazy load', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once, not again within 10 seconds, and again after that', () => {
    const d = deps(1_000_000);
    expect(reloadOnceForNewBuild(d)).toBe(true);
    d.clock.now += 9_999;
    expect(reloadOnceForNewBuild(d)).toBe(false);
    expect(d.reload).toHaveBeenCalledTimes(1);
    d.clock.now += 1;
    expect(reloadOnceForNewBuild(d)).toBe(true);
    expect(d.reload).toHaveBeenCalledTimes(2);
  });
});
