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
}
export type RealtimeEventName = keyof RealtimeEvents;

/** Rooms a connection joins; emitting to a room reaches every server instance through the adapter. */
export const rooms = {
  company: (companyId: string) => `company:${companyId}`,
  user: (userId: string) => `user:${userId}`,
  session: (sessionId: string) => `session:${sessionId}`,
} as const;
