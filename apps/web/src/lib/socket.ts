import { type RealtimeEvents, SOCKET } from '@maxer/domain';
import { io, type Socket } from 'socket.io-client';

/** The events the server sends, typed from the domain's event table. */
export type ServerEvents = { [E in keyof RealtimeEvents]: (payload: RealtimeEvents[E]) => void };
export type RealtimeSocket = Socket<ServerEvents>;

export interface SocketTarget {
  userId: string | null | undefined;
  token: string | null | undefined;
  /** The socket server's address; the web app and the API share one origin. */
  address: string | null | undefined;
}

/** Spec §4: connect only with a user id, an access token and a socket address. */
export function canConnect(
  target: SocketTarget,
): target is { userId: string; token: string; address: string } {
  return Boolean(target.userId && target.token && target.address);
}

/**
 * Websocket only, authenticated with the access token, reconnecting with the backoff of spec §9.
 * Created unconnected: the caller connects once its handlers are bound.
 */
export function createSocket(address: string, token: string): RealtimeSocket {
  return io(address, {
    autoConnect: false,
    path: SOCKET.path,
    transports: ['websocket'],
    auth: { token },
    timeout: SOCKET.timeoutMs,
    reconnection: true,
    reconnectionDelay: SOCKET.reconnectionDelayMs,
    reconnectionDelayMax: SOCKET.reconnectionDelayMaxMs,
    randomizationFactor: SOCKET.randomizationFactor,
    reconnectionAttempts: SOCKET.reconnectionAttempts,
  });
}
