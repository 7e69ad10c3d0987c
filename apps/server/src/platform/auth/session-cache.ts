import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { LiveSession } from './session-store.ts';

/**
 * Verified sessions, kept a few seconds in this process (ADR 060), so most signed-in requests skip the
 * session query, GET /api/auth included (ADR 065). What would make a kept session wrong is told to the
 * cache after it has committed (`forget`): a revoked session; a user's or platform admin's change of
 * state, role, password, names, e-mail or phone; a company's change of state, name, currency or time zone. With Redis, `forget` reaches every instance of the deployment
 * and waits until each has applied it, so the answer to the request that made the change is sent only
 * once no instance can serve the old state from its cache. Without Redis there is one instance (README:
 * several instances need REDIS_URL), and forgetting here is enough.
 *
 * Whatever is missed (an instance that did not answer in time, a change made outside the app) lasts
 * at most `ttlMs`. An instance whose Redis subscription is down keeps nothing (every request queries).
 */
export interface SessionCache {
  /** The kept session for a token hash, if still fresh; `now` bounds it by its session's expiry too. */
  get(tokenHash: string, now: Date): LiveSession | undefined;
  /** A ticket to `set` with: taken before the query, so a `forget` during the query keeps its result out. */
  ticket(): number;
  set(tokenHash: string, session: LiveSession, ticket: number): void;
  /** Forget, on every instance, what `scope` names; resolves once every instance has applied it. */
  forget(scope: ForgetScope): Promise<void>;
  /** Resolves once the cache can be used on every instance's word (subscribed to Redis), or gave up. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export type ForgetScope =
  | 'all'
  | {
      sessionIds?: readonly string[];
      userIds?: readonly string[];
      companyIds?: readonly string[];
      adminIds?: readonly string[];
    };

interface Entry {
  session: LiveSession;
  until: number;
}

export const SESSION_CACHE_TTL_MS = 5_000;
export const SESSION_CACHE_MAX = 10_000;
/** How long `forget` waits for the other instances' acknowledgements before it gives up (and logs). */
const ACK_TIMEOUT_MS = 2_000;

export function sessionCache(options: {
  ttlMs?: number;
  max?: number;
  redis?: { pub: Redis; prefix: string };
  log: FastifyBaseLogger;
}): SessionCache {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  const max = options.max ?? SESSION_CACHE_MAX;
  const entries = new Map<string, Entry>();
  let generation = 0;
  // Without Redis the cache is usable at once; with it only while the subscription is up.
  let usable = !options.redis;

  function applyLocally(scope: ForgetScope) {
    generation += 1;
    if (scope === 'all') {
      entries.clear();
      return;
    }
    const sessionIds = new Set(scope.sessionIds ?? []);
    const userIds = new Set(scope.userIds ?? []);
    const companyIds = new Set(scope.companyIds ?? []);
    const adminIds = new Set(scope.adminIds ?? []);
    for (const [key, { session }] of entries) {
      if (
        sessionIds.has(session.session.id) ||
        (session.user && userIds.has(session.user.id)) ||
        (session.company && companyIds.has(session.company.id)) ||
        (session.admin && adminIds.has(session.admin.id))
      ) {
        entries.delete(key);
      }
    }
  }

  const shared = options.redis ? connectShared(options.redis, options.log, applyLocally) : undefined;
  shared?.onUsable((value) => {
    // Messages may have been missed while the subscription was down: start again from nothing.
    entries.clear();
    generation += 1;
    usable = value;
  });

  return {
    get(tokenHash, now) {
      if (!usable) return undefined;
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.until <= Date.now() || entry.session.session.expiresAt <= now) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry.session;
    },
    ticket: () => generation,
    set(tokenHash, session, ticket) {
      if (!usable || ticket !== generation) return;
      entries.delete(tokenHash);
      entries.set(tokenHash, { session, until: Date.now() + ttlMs });
      // The oldest first (a Map keeps insertion order).
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
    },
    async forget(scope) {
      applyLocally(scope);
      await shared?.publish(scope);
    },
    async ready() {
      await shared?.ready(5_000);
    },
    async close() {
      entries.clear();
      usable = false;
      await shared?.close();
    },
  };
}

/** The deployment's invalidation channel: each message applied, then acknowledged, by every instance. */
function connectShared(
  redis: { pub: Redis; prefix: string },
  log: FastifyBaseLogger,
  apply: (scope: ForgetScope) => void,
) {
  const channel = `${redis.prefix}sessions:forget`;
  const ackChannel = `${redis.prefix}sessions:forgotten`;
  const sub = redis.pub.duplicate();
  const waiting = new Map<string, { acks: number; expected?: number; done: () => void }>();
  let usableListener: (usable: boolean) => void = () => {};

  sub.on('message', (from: string, message: string) => {
    if (from === channel) {
      const { id, scope } = JSON.parse(message) as { id: string; scope: ForgetScope };
      apply(scope);
      redis.pub
        .publish(ackChannel, id)
        .catch((error: unknown) => log.warn({ err: error }, 'session cache: acknowledgement not sent'));
    } else if (from === ackChannel) {
      const wait = waiting.get(message);
      if (!wait) return;
      wait.acks += 1;
      if (wait.expected !== undefined && wait.acks >= wait.expected) wait.done();
    }
  });
  // Usable once subscribed, on the first connection and after every reconnect (until then nothing may
  // be kept: a message could be missed).
  let subscribed: () => void = () => {};
  const firstSubscription = new Promise<void>((resolve) => {
    subscribed = resolve;
  });
  sub.on('ready', () => {
    sub.subscribe(channel, ackChannel).then(
      () => {
        subscribed();
        usableListener(sub.status === 'ready');
      },
      (error: unknown) =>
        log.warn({ err: error }, 'session cache: not subscribed, sessions are checked on every request'),
    );
  });
  sub.on('close', () => usableListener(false));

  return {
    onUsable(listener: (usable: boolean) => void) {
      usableListener = listener;
    },
    /** Resolves once subscribed, or after `timeoutMs` (Redis down: the app starts and queries instead). */
    ready(timeoutMs: number) {
      return Promise.race([
        firstSubscription,
        new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref()),
      ]);
    },
    async publish(scope: ForgetScope) {
      const id = randomUUID();
      let done = () => {};
      const acknowledged = new Promise<void>((resolve) => {
        done = resolve;
      });
      const wait: { acks: number; expected?: number; done: () => void } = { acks: 0, done };
      waiting.set(id, wait);
      try {
        // Every subscribed instance, this one included, applies the message and acknowledges it.
        const receivers = await redis.pub.publish(channel, JSON.stringify({ id, scope }));
        wait.expected = receivers;
        if (wait.acks >= receivers) done();
        let timer: NodeJS.Timeout | undefined;
        const timedOut = new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), ACK_TIMEOUT_MS);
        });
        if (await Promise.race([acknowledged.then(() => false), timedOut])) {
          log.warn({ receivers }, 'session cache: not every instance acknowledged a change in time');
        }
        clearTimeout(timer);
      } catch (error) {
        log.error({ err: error }, 'session cache: change not published to the other instances');
      } finally {
        waiting.delete(id);
      }
    },
    async close() {
      for (const wait of waiting.values()) wait.done();
      sub.disconnect();
    },
  };
}
