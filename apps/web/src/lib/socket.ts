import { type RealtimeEvents, SOCKET } from '@maxer/domain';
import { io, type Socket } from 'socket.io-client';

/** The events the server sends, typed from the domain's event table. */
export type ServerEvents = { [E in keyof RealtimeEvents]: (payload: RealtimeEvents[E]) => void };
export type RealtimeSocket = Socket<ServerEvents>;

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
