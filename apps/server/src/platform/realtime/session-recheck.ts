import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import type { Db } from '../../db/client.ts';
import { liveSessionIds } from '../auth/session-store.ts';
import type { SocketData } from './handshake.ts';

/**
 * How often each instance re-checks its open connections. A socket is authenticated once, at its
 * handshake; this bounds how long one outlives its session (expired, revoked, or its user, admin or
 * company made inactive by any path) to this interval. Paths that end sessions on purpose also close
 * their sockets at once (`announceSessionsEnded`).
 */
export const SOCKET_RECHECK_MS = 15_000;

/**
 * Every `intervalMs`, one query for all of this instance's connections (not one per socket): sockets
 * whose session is no longer live are disconnected. The page then asks the API, whose 401 or 423 ends
 * its session the usual way. A failed query keeps the connections and is tried at the next interval.
 */
export function startSessionRecheck(deps: {
  io: Server;
  db: Db;
  now: () => Date;
  intervalMs: number;
  log: FastifyBaseLogger;
}) {
  let running = false;

  async function recheck(): Promise<{ checked: number; disconnected: number }> {
    // The sockets as they are now: one connecting during the query is checked next time.
    const sockets = [...deps.io.of('/').sockets.values()];
    const sessionIds = new Set(sockets.map((socket) => (socket.data as SocketData).sessionId));
    const live = new Set(await liveSessionIds(deps.db, [...sessionIds], deps.now()));
    let disconnected = 0;
    for (const socket of sockets) {
      if (!live.has((socket.data as SocketData).sessionId) && socket.connected) {
        socket.disconnect(true);
        disconnected += 1;
      }
    }
    return { checked: sockets.length, disconnected };
  }

  const timer = setInterval(async () => {
    // A slow database must not stack checks on top of each other.
    if (running) return;
    running = true;
    try {
      const { disconnected } = await recheck();
      if (disconnected > 0) deps.log.info({ disconnected }, 'closed real-time connections of ended sessions');
    } catch (error) {
      deps.log.warn({ err: error }, 'could not re-check real-time connections');
    } finally {
      running = false;
    }
  }, deps.intervalMs);
  timer.unref();

  return {
    recheck,
    stop: () => clearInterval(timer),
  };
}
