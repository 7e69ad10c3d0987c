import type { IncomingMessage } from 'node:http';
import { rooms } from '@maxer/domain';
import type { Socket } from 'socket.io';
import type { Db } from '../../db/client.ts';
import { resolveSession } from '../auth/authenticate.ts';
import type { SideOf } from '../auth/side.ts';
import { AppError } from '../errors.ts';

/** What a connection remembers of its handshake: the session the periodic re-check looks at. */
export interface SocketData {
  sessionId: string;
  /** A company user's company and user (the admins' live dashboard counts them); null for an admin. */
  companyId: string | null;
  userId: string | null;
}

/**
 * socket.io middleware: the access token in `auth: { token }` must name a live session of an active
 * account (as for an API request); the connection then joins its session's, user's and company's rooms
 * (an admin's: the admins' room instead of a company's).
 * A refusal carries the error code, so the page can tell a dead session from a network fault.
 */
export function authenticateSocket(deps: {
  db: Db;
  now: () => Date;
  sideOf: SideOf;
  clientIpOf: (request: IncomingMessage) => string;
}) {
  return async (socket: Socket, next: (error?: Error) => void) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || !token) return next(new Error('error_unauthenticated'));
    try {
      const ctx = await resolveSession(deps.db, token, {
        ip: deps.clientIpOf(socket.request),
        now: deps.now(),
        via: 'bearer',
        // The web app's own live connection: the browser's use of the session, not a program's.
        source: 'web',
        // A session connects only on the side (admin or company host) it was created on.
        side: deps.sideOf(socket.request),
      });
      const data = socket.data as SocketData;
      data.sessionId = ctx.sessionId;
      data.companyId = ctx.actor.type === 'user' ? ctx.companyId : null;
      data.userId = ctx.actor.type === 'user' ? ctx.actor.id : null;
      socket.join(rooms.session(ctx.sessionId));
      socket.join(rooms.user(ctx.actor.id));
      if (ctx.companyId) socket.join(rooms.company(ctx.companyId));
      // Platform admins get the live dashboard's events; a company's user never joins this room.
      if (ctx.role === 'PLATFORM_ADMIN') socket.join(rooms.admins);
      next();
    } catch (error) {
      next(new Error(error instanceof AppError ? error.code : 'error_unknown'));
    }
  };
}
