import type { Redis } from 'ioredis';
import { clientKey } from './client-address.ts';
import { AppError } from './errors.ts';

/** A fixed-window counter. Several instances share one only through Redis. */
export interface RateLimitStore {
  /** Count one event for `key`; answers the count in the current window and the ms until it resets. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  /** The count without adding to it. */
  peek(key: string): Promise<{ count: number; resetMs: number }>;
  close(): Promise<void>;
}

/** The answer when a limit is reached: 429 with Retry-After in whole seconds (at least one). */
export function tooManyRequests(resetMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(resetMs / 1000));
  return new AppError('error_too_many_requests', {
    params: { seconds },
    headers: { 'retry-after': String(seconds) },
  });
}

/** Counts one request of a client (its address) under `scope`; over the limit, refuses it. */
export async function limitClient(
  store: RateLimitStore,
  scope: string,
  ip: string,
  limit: { max: number; windowMs: number },
): Promise<void> {
  const { count, resetMs } = await store.hit(`${scope}:client:${clientKey(ip)}`, limit.windowMs);
  if (count > limit.max) throw tooManyRequests(resetMs);
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
