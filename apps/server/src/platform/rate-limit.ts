import type { Redis } from 'ioredis';

/** A fixed-window counter. Several instances share one only through Redis. */
export interface RateLimitStore {
  /** Count one event for `key`; answers the count in the current window and the ms until it resets. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  /** The count without adding to it. */
  peek(key: string): Promise<{ count: number; resetMs: number }>;
  close(): Promise<void>;
}

/** For one process (the embedded default). */
export function memoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt > now()) return entry;
    windows.delete(key);
    return undefined;
  };
  return {
    async hit(key, windowMs) {
      const entry = current(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      if (windows.size > 100_000) {
        for (const [k, v] of windows) if (v.resetAt <= now()) windows.delete(k);
      }
      return { count: entry.count, resetMs: entry.resetAt - now() };
    },
    async peek(key) {
      const entry = current(key);
      return entry ? { count: entry.count, resetMs: entry.resetAt - now() } : { count: 0, resetMs: 0 };
    },
    async close() {
      windows.clear();
    },
  };
}

/**
 * For several instances: one counter per key in Redis, expiring with its window. `prefix` keeps this
 * deployment's counters apart from others on the same Redis (REDIS_PREFIX).
 */
export function redisRateLimitStore(redis: Redis, prefix: string): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const result = await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .pttl(prefix + key)
        .exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { count, resetMs: ttl > 0 ? ttl : windowMs };
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return { count: Number(count ?? 0), resetMs: Math.max(ttl, 0) };
    },
    async close() {
      redis.disconnect();
    },
  };
}
