import type { RealtimeEventName, RealtimeEvents } from '@maxer/domain';
import type { RealtimeSocket } from './socket.ts';

/** Notices an event can show, by their key in the `common` catalogue's `realtime` group. */
export type RealtimeNotice = 'offerAccepted' | 'offerRejected' | 'inquiryReceived';

/** What the client can do in answer to an event. */
export interface RealtimeContext {
  /** This tab's session is over: clear it and go to sign-in. */
  sessionRevoked: () => void;
  /** Tell the person, in the page language. */
  notify: (notice: RealtimeNotice, params: Record<string, string | number>) => void;
  /** Fetch again what the event changed (queries whose key starts with this). */
  refresh: (queryKey: readonly string[]) => void;
}

export type RealtimeHandlers = {
  [E in RealtimeEventName]: (payload: RealtimeEvents[E], context: RealtimeContext) => void;
};

/** Each server event and what it does here (architecture.md convention 9). */
export const REALTIME_HANDLERS: RealtimeHandlers = {
  'session.revoked': (_payload, context) => context.sessionRevoked(),
  'offer.accepted': (payload, context) => {
    context.notify('offerAccepted', { number: payload.contractNumber });
    context.refresh(['contracts']);
    context.refresh(['offers']);
    context.refresh(['dashboard']);
  },
  'offer.rejected': (payload, context) => {
    context.notify('offerRejected', { number: payload.contractNumber });
    context.refresh(['contracts']);
    context.refresh(['offers']);
    context.refresh(['dashboard']);
  },
  // A visitor sent the web inquiry form (ADR 056): a new OPEN job on the list, live.
  'inquiry.received': (payload, context) => {
    context.notify('inquiryReceived', { number: payload.contractNumber });
    context.refresh(['contracts']);
    context.refresh(['dashboard']);
  },
  // A comment written, edited or deleted by someone of the company: that subject's open thread, and
  // a job's history, which tells of its comments.
  'comment.changed': ({ subject }, context) => {
    context.refresh(['comments', subject.kind, subject.id]);
    if (subject.kind === 'contract') context.refresh(['contracts', 'history', subject.id]);
  },
  // A session's files changed (the customer added photos through the share link, or a colleague).
  'media.changed': (_payload, context) => context.refresh(['media']),
  // One's own notifications (the user's room): the bell's count and list.
  'notification.created': (_payload, context) => context.refresh(['notifications']),
  // The admins' room: only the live dashboard listens (features/admin-live), while it is open.
  'admin.event': () => {},
  'admin.presence': () => {},
};

/**
 * What events change, fetched again on every (re)connection: an event sent while this tab had no
 * connection (starting, network gone, server restart) is not lost to the page.
 */
export const REFRESH_ON_CONNECT: readonly (readonly string[])[] = [
  ['contracts'],
  ['offers'],
  ['dashboard'],
  ['notifications'],
  ['comments'],
  ['media'],
];

export function bindRealtimeHandlers(
  socket: RealtimeSocket,
  context: RealtimeContext,
  handlers: RealtimeHandlers = REALTIME_HANDLERS,
): void {
  for (const event of Object.keys(handlers) as RealtimeEventName[])
    listen(socket, event, handlers[event], context);
}

/** The socket as a source of the domain's events, one event at a time. */
interface DomainEventSource {
  on<E extends RealtimeEventName>(event: E, listener: (payload: RealtimeEvents[E]) => void): unknown;
}

/**
 * One event, typed on its own. socket.io's listener types cannot follow a generic event name, so the
 * socket is seen here through the narrower DomainEventSource, which its typed `on` satisfies per event.
 */
function listen<E extends RealtimeEventName>(
  socket: RealtimeSocket,
  event: E,
  handler: RealtimeHandlers[E],
  context: RealtimeContext,
): void {
  (socket as unknown as DomainEventSource).on(event, (payload) => handler(payload, context));
}
