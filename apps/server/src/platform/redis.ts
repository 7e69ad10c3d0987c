import type { Config } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import { memoryRateLimitStore, redisRateLimitStore } from './rate-limit.ts';

/**
 * What instances share through Redis (REDIS_URL): sign-in rate-limit counters and the real-time
 * adapter's connections; without Redis, counters in this process and no adapter. Every key and channel
 * starts with REDIS_PREFIX, so deployments on one Redis server stay apart. The Redis client and the
 * socket.io adapter are loaded only when REDIS_URL is set (ADR 063).
 */
export async function sharedStateFrom(
  config: Pick<Config, 'redisUrl' | 'redisPrefix'>,
): Promise<Pick<AppDeps, 'rateLimitStore' | 'realtimeRedis'> & { close(): Promise<void> }> {
  if (!config.redisUrl) {
    const rateLimitStore = memoryRateLimitStore();
    return { rateLimitStore, realtimeRedis: undefined, close: () => rateLimitStore.close() };
  }
  const [{ Redis }, { createAdapter }] = await Promise.all([
    import('ioredis'),
    import('@socket.io/redis-adapter'),
  ]);
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });
  // Pub/sub needs a connection of its own: a subscribed connection can do nothing else.
  const subscriber = redis.duplicate();
  const rateLimitStore = redisRateLimitStore(redis, `${config.redisPrefix}rl:`);
  return {
    rateLimitStore,
    realtimeRedis: {
      pub: redis,
      sub: subscriber,
      adapter: (key) => createAdapter(redis, subscriber, { key }),
    },
    async close() {
      await rateLimitStore.close();
      subscriber.disconnect();
    },
  };
}
