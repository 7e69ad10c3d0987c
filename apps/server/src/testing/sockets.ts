import type { AddressInfo } from 'node:net';
import { SOCKET } from '@maxer/domain';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';

/** The address of an app listening on a port (after `app.listen`). */
export function addressOf(app: FastifyInstance): string {
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * A real-time client as a page opens it (websocket only), without reconnecting, so a closed
 * connection stays closed. `origin` is the Origin header a browser would send; none: a program.
 * `host` is the address the page was loaded from (its side: e.g. `admin.localhost` for an admin's page).
 */
export function openSocket(
  address: string,
  token: string | undefined,
  options: { origin?: string; host?: string; transports?: string[] } = {},
): Socket {
  const extraHeaders: Record<string, string> = {};
  if (options.origin !== undefined) extraHeaders.origin = options.origin;
  if (options.host !== undefined) extraHeaders.host = options.host;
  return io(address, {
    path: SOCKET.path,
    transports: options.transports ?? ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
    forceNew: true,
    extraHeaders,
  });
}

/** Resolves once the socket is connected (at once if it is); rejects with the server's refusal. */
export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

/** Resolves with the reason when the socket is closed. */
export function disconnected(socket: Socket): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
}
