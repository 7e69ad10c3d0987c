import type { OfferState } from '@maxer/domain';

/** Where an offer stands: an answer wins; otherwise replaced, then expired, else open. */
export function offerState(
  offer: { acceptedAt: Date | null; rejectedAt: Date | null; replacedAt: Date | null; expiresAt: Date },
  now: Date,
): OfferState {
  if (offer.acceptedAt) return 'accepted';
  if (offer.rejectedAt) return 'rejected';
  if (offer.replacedAt) return 'replaced';
  return offer.expiresAt.getTime() < now.getTime() ? 'expired' : 'open';
}
