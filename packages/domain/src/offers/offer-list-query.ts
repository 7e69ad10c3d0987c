// The offer list's query and the offer states, apart from the offer schemas: the web app's router
// reads them on every page, and the contract schemas would come along with the offer schemas.
import { z } from 'zod';
import { listQuerySchema } from '../lists/list-query.ts';

const invalid = { error: 'error_field_invalid' } as const;

/** Where an offer stands; "expired" and "replaced" are derived from its dates. */
export const OFFER_STATES = ['open', 'accepted', 'rejected', 'expired', 'replaced'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

export const OFFER_SORTS = [
  'createdAt',
  'validUntil',
  'contractNumber',
  'customerName',
  'acceptedAt',
] as const;
/** `q` finds the customer's name (or e-mail, phone, city) and, when it is a number, the contract number. */
export const offerListQuerySchema = listQuerySchema(OFFER_SORTS, '-createdAt').extend({
  state: z.enum(OFFER_STATES, invalid).optional(),
  contractId: z.uuid(invalid).optional(),
  customerId: z.uuid(invalid).optional(),
  /** Accepted at or after this instant (the dashboard's "accepted this month" links here). */
  acceptedFrom: z.iso.datetime({ offset: true, error: 'error_field_invalid' }).optional(),
});
export type OfferListQuery = z.infer<typeof offerListQuerySchema>;
