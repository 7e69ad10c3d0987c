import type { RealtimeEventName, RealtimeEvents } from '@maxer/domain';
import type { RealtimeSocket } from './socket.ts';

/** What the client can do in answer to an event. */
export interface RealtimeContext {
  /** This tab's session is over: clear it and go to sign-in. */
  sessionRevoked: () => void;
}

export type RealtimeHandlers = {
  [E in RealtimeEventName]: (payload: RealtimeEvents[E], context: RealtimeContext) => void;
};

/** Each server event and what it does here (architecture.md convention 9). */
export const REALTIME_HANDLERS: RealtimeHandlers = {
  'session.revoked': (_payload, context) => context.sessionRevoked(),
};

export function bindRealtimeHandlers(
  socket: RealtimeSocket,
  context: RealtimeContext,
  handlers: RealtimeHandlers = REALTIME_HANDLERS,
): void {
  for (const event of Object.keys(handlers) as RealtimeEventName[]) {
    socket.on(event, (payload) => handlers[event](payload, context));
  }
}
