import { type RealtimeEventName, type RealtimeEvents, rooms, SOCKET } from '@maxer/domain';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { Db } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { resolveSession } from './auth/authenticate.ts';
import { AppError } from './errors.ts';

/** What services use to tell open pages something happened. */
export interface Realtime {
  emit<E extends RealtimeEventName>(room: string, event: E, payload: RealtimeEvents[E]): void;
  /** Close every connection in a room (after its session ended). */
  disconnect(room: string): void;
}

/**
 * socket.io at /socket.io, websocket transport only, authenticated with the session's access token
 * (`auth: { token }`). Each connection joins its company's, user's and session's rooms. With Redis the
 * rooms span every instance.
 */
export function attachRealtime(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'realtimeRedis'> & { db: Db; now: () => Date },
): Realtime {
  const io = new Server(app.server, {
    path: SOCKET.path,
    transports: ['websocket'],
    serveClient: false,
    connectTimeout: SOCKET.timeoutMs,
  });
  if (deps.realtimeRedis) io.adapter(createAdapter(deps.realtimeRedis.pub, deps.realtimeRedis.sub));

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || !token) return next(new Error('error_unauthenticated'));
    try {
      const ctx = await resolveSession(deps.db, token, {
        ip: socket.handshake.address,
        now: deps.now(),
        via: 'bearer',
      });
      socket.join(rooms.session(ctx.sessionId));
      socket.join(rooms.user(ctx.actor.id));
      if (ctx.companyId) socket.join(rooms.company(ctx.companyId));
      next();
    } catch (error) {
      next(new Error(error instanceof AppError ? error.code : 'error_unknown'));
    }
  });

  app.addHook('onClose', async () => {
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
