import type { IncomingMessage } from 'node:http';
import { type RealtimeEventName, type RealtimeEvents, rooms, SOCKET } from '@maxer/domain';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { Db } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import type { SideOf } from './auth/side.ts';
import { allowRequestFrom } from './realtime/allowed-origins.ts';
import { authenticateSocket } from './realtime/handshake.ts';
import { startSessionRecheck } from './realtime/session-recheck.ts';

/** What services use to tell open pages something happened. */
export interface Realtime {
  emit<E extends RealtimeEventName>(room: string, event: E, payload: RealtimeEvents[E]): void;
  /** Close every connection in a room (after its session ended). */
  disconnect(room: string): void;
}

/**
 * socket.io at /socket.io, websocket transport only, from Maxer's own pages (Origin), authenticated
 * with the session's access token (`auth: { token }`) and re-checked every `recheckMs`. Each connection
 * joins its company's, user's and session's rooms. With Redis the rooms span every instance of this
 * deployment: its channels start with `redisPrefix`, so deployments sharing a Redis server stay apart.
 */
export function attachRealtime(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'realtimeRedis'> & {
    db: Db;
    now: () => Date;
    /** The side (admin or company host) a handshake is on: a session connects only on its own. */
    sideOf: SideOf;
    /** The client's address, through the trusted proxies (recorded as the session's last IP). */
    clientIpOf: (request: IncomingMessage) => string;
    /** The addresses people reach Maxer at (PUBLIC_URL, ADMIN_URL): the only origins let in. */
    allowedOrigins: readonly string[];
    redisPrefix: string;
    recheckMs: number;
  },
): Realtime {
  const io = new Server(app.server, {
    path: SOCKET.path,
    transports: ['websocket'],
    serveClient: false,
    connectTimeout: SOCKET.timeoutMs,
    allowRequest: allowRequestFrom(deps.allowedOrigins, (origin) =>
      app.log.info({ origin }, 'real-time connection refused: origin not allowed'),
    ),
  });
  if (deps.realtimeRedis) {
    io.adapter(
      createAdapter(deps.realtimeRedis.pub, deps.realtimeRedis.sub, { key: `${deps.redisPrefix}socket.io` }),
    );
  }

  io.use(authenticateSocket(deps));
  const recheck = startSessionRecheck({
    io,
    db: deps.db,
    now: deps.now,
    intervalMs: deps.recheckMs,
    log: app.log,
  });

  app.addHook('onClose', async () => {
    recheck.stop();
    await io.close();
  });

  return {
    emit(room, event, payload) {
      io.to(room).emit(event, payload);
    },
    disconnect(room) {
      io.in(room).disconnectSockets(true);
    },
  };
}

/**
 * Tell the open pages of ended sessions, on every instance, to go to sign-in, and close them. Call it
 * after the change that ended them has committed.
 */
export function announceSessionsEnded(realtime: Realtime, sessionIds: readonly string[]): void {
  for (const sessionId of sessionIds) {
    realtime.emit(rooms.session(sessionId), 'session.revoked', { sessionId });
    realtime.disconnect(rooms.session(sessionId));
  }
}
