import type { AdminLiveEvent, AdminPresence } from './admin/admin-live.schemas.ts';
import type { CommentSubject } from './comments/comment.schemas.ts';

/**
 * Real-time events: one typed table (architecture.md convention 9). The server emits only these; the
 * web client maps each to the queries it invalidates and, where a person should know, a toast.
 */
export interface RealtimeEvents {
  /** This session was signed out or revoked elsewhere: its open pages go to sign-in. */
  'session.revoked': { sessionId: string };
  /** A customer accepted an offer: the office sees a toast and refreshed lists. */
  'offer.accepted': { contractId: string; offerId: string; contractNumber: number };
  /** A customer rejected an offer. */
  'offer.rejected': { contractId: string; offerId: string; contractNumber: number };
  /** A visitor sent the web inquiry form: a new OPEN job; the office's job list fetches again. */
  'inquiry.received': { contractId: string; contractNumber: number };
  /** A comment was written, edited or deleted: open threads of that subject (and the job's history) fetch again. */
  'comment.changed': { subject: CommentSubject };
  /** Files were added to a media session (by the customer through a share link, or a colleague). */
  'media.changed': { sessionId: string };
  /** A notification for this person (their user room): the bell's count and list fetch again. */
  'notification.created': { notificationId: string };
  /** Platform admins only (the admins' room): something happened in a company (the live dashboard). */
  'admin.event': AdminLiveEvent;
  /** Platform admins only: a company user's open pages across the instances changed in number. */
  'admin.presence': AdminPresence;
}
export type RealtimeEventName = keyof RealtimeEvents;

/** Rooms a connection joins; emitting to a room reaches every server instance through the adapter. */
export const rooms = {
  company: (companyId: string) => `company:${companyId}`,
  user: (userId: string) => `user:${userId}`,
  session: (sessionId: string) => `session:${sessionId}`,
  /** Every platform admin's connection (the live dashboard's events); no company user is in it. */
  admins: 'admins',
} as const;
