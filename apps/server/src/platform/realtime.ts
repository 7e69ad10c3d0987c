import type { IncomingMessage } from 'node:http';
import {
  type AdminLiveEvent,
  type RealtimeEventName,
  type RealtimeEvents,
  rooms,
  SOCKET,
} from '@maxer/domain';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { Db } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import type { SideOf } from './auth/side.ts';
import { allowRequestFrom } from './realtime/allowed-origins.ts';
import { authenticateSocket, type SocketData } from './realtime/handshake.ts';
import { startSessionRecheck } from './realtime/session-recheck.ts';

/** What services use to tell open pages something happened. */
export interface Realtime {
  emit<E extends RealtimeEventName>(room: string, event: E, payload: RealtimeEvents[E]): void;
  /** Close every connection in a room (after its session ended). */
  disconnect(room: string): void;
  /**
   * The company users with open connections now, on every instance (socket.io `fetchSockets`, through
   * the Redis adapter when there is one), with how many each has open.
   */
  onlineUsers(): Promise<OnlineUser[]>;
}

export interface OnlineUser {
  companyId: string;
  userId: string;
  connections: number;
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
    io.adapter(deps.realtimeRedis.adapter(`${deps.redisPrefix}socket.io`));
  }

  io.use(authenticateSocket(deps));
  // The admins' live dashboard learns when a company user's number of open pages changes (counted on
  // every instance; not while this one shuts down, when all its connections close at once).
  let closing = false;
  io.on('connection', (socket) => {
    const { companyId, userId } = socket.data as SocketData;
    if (!companyId || !userId) return;
    const announce = () => {
      if (closing) return;
      io.in(rooms.user(userId))
        .fetchSockets()
        .then((open) =>
          io.to(rooms.admins).emit('admin.presence', { companyId, userId, connections: open.length }),
        )
        .catch((error: unknown) => app.log.warn({ err: error }, 'real-time presence not announced'));
    };
    announce();
    socket.on('disconnect', announce);
  });
  const recheck = startSessionRecheck({
    io,
    db: deps.db,
    now: deps.now,
    intervalMs: deps.recheckMs,
    log: app.log,
  });

  app.addHook('onClose', async () => {
    closing = true;
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
    async onlineUsers() {
      const byUser = new Map<string, OnlineUser>();
      for (const socket of await io.fetchSockets()) {
        const { companyId, userId } = socket.data as SocketData;
        if (!companyId || !userId) continue;
        const known = byUser.get(userId);
        if (known) known.connections += 1;
        else byUser.set(userId, { companyId, userId, connections: 1 });
      }
      return [...byUser.values()];
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

/**
 * Tell the platform admins' open live dashboards that something happened in a company. Call it once
 * per event, after the change has committed, beside the company's own event where there is one.
 */
export function announceToAdmins(realtime: Realtime, event: AdminLiveEvent): void {
  realtime.emit(rooms.admins, 'admin.event', event);
}

/**
 * For the service that creates a company (issue 14, `/admin/company/new`): call it after the
 * company's transaction has committed.
 */
export function announceCompanyCreated(
  realtime: Realtime,
  company: { id: string; name: string },
  at: Date,
): void {
  announceToAdmins(realtime, {
    kind: 'companyCreated',
    at: at.toISOString(),
    company: { _id: company.id, name: company.name },
    user: null,
    number: null,
  });
}
