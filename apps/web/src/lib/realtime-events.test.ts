import { describe, expect, it, vi } from 'vitest';
import { REALTIME_HANDLERS, REFRESH_ON_CONNECT, type RealtimeContext } from './realtime-events.ts';

function context(): RealtimeContext {
  return { sessionRevoked: vi.fn(), notify: vi.fn(), refresh: vi.fn() };
}

describe('what real-time events do here', () => {
  it('a revoked session ends this tab’s session', () => {
    const ctx = context();
    REALTIME_HANDLERS['session.revoked']({ sessionId: 's1' }, ctx);
    expect(ctx.sessionRevoked).toHaveBeenCalledTimes(1);
  });

  it('an accepted or rejected offer tells the office and refreshes jobs, offers and the dashboard', () => {
    const payload = { contractId: 'c1', offerId: 'o1', contractNumber: 1004 };
    for (const [event, notice] of [
      ['offer.accepted', 'offerAccepted'],
      ['offer.rejected', 'offerRejected'],
    ] as const) {
      const ctx = context();
      REALTIME_HANDLERS[event](payload, ctx);
      expect(ctx.notify).toHaveBeenCalledWith(notice, { number: 1004 });
      expect(ctx.refresh).toHaveBeenCalledWith(['contracts']);
      expect(ctx.refresh).toHaveBeenCalledWith(['offers']);
      expect(ctx.refresh).toHaveBeenCalledWith(['dashboard']);
    }
  });

  it('a notification for this person refreshes the bell, and so does every (re)connection', () => {
    const ctx = context();
    REALTIME_HANDLERS['notification.created']({ notificationId: 'n1' }, ctx);
    expect(ctx.refresh).toHaveBeenCalledWith(['notifications']);
    expect(ctx.notify).not.toHaveBeenCalled();
    expect(REFRESH_ON_CONNECT).toContainEqual(['notifications']);
  });

  it('a comment changed refreshes its thread and the job’s history, quietly', () => {
    const ctx = context();
    REALTIME_HANDLERS['comment.changed']({ subject: { kind: 'contract', id: 'c1' } }, ctx);
    expect(ctx.refresh).toHaveBeenCalledWith(['comments', 'contract', 'c1']);
    expect(ctx.refresh).toHaveBeenCalledWith(['contracts', 'history', 'c1']);
    expect(ctx.notify).not.toHaveBeenCalled();
    expect(REFRESH_ON_CONNECT).toContainEqual(['comments']);
  });
});
