import { z } from 'zod';
import { COMMENT_VISIBILITIES } from '../comments/comment.schemas.ts';
import { CURRENCIES } from '../constants.ts';
import { PRICED_SERVICES } from '../pricing/schemas.ts';

/**
 * What a job's history (timeline) holds, assembled from the records that exist (the job's own
 * activities, its offers, invoices, payments and e-mails, its appointments' e-mails included, its
 * comments); nothing
 * is written for it.
 */
export const CONTRACT_HISTORY_KINDS = [
  'created',
  'edited',
  'customStatusChanged',
  'archived',
  'restored',
  'offerSent',
  'offerViewed',
  'offerAccepted',
  'offerRejected',
  'invoiceCreated',
  'paymentRecorded',
  'mailQueued',
  'mailSent',
  'mailFailed',
  'commentAdded',
] as const;
export type ContractHistoryKind = (typeof CONTRACT_HISTORY_KINDS)[number];

/** The most entries one history answers; `truncated` says when a source had more. */
export const CONTRACT_HISTORY_LIMIT = 200;

/** One event; the fields a kind does not have are null. */
export const contractHistoryEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(CONTRACT_HISTORY_KINDS),
  /** Who did it, as recorded then (a user's name, an admin, an API key); null for the customer. */
  actorName: z.string().nullable(),
  offerId: z.string().nullable(),
  invoiceId: z.string().nullable(),
  invoiceNumber: z.number().int().nullable(),
  /** An appointment's e-mail (invitation, change, cancellation, reminder): the appointment. */
  appointmentId: z.string().nullable(),
  /** An offer's or an e-mail's recipient. */
  recipient: z.string().nullable(),
  /** An e-mail's subject. */
  subject: z.string().nullable(),
  /** What an e-mail is: 'offer', 'invoice', 'accept-offer', 'payment-notice' … */
  mailKind: z.string().nullable(),
  /** A rejection's reason, a failed e-mail's error. */
  reason: z.string().nullable(),
  /** A payment's or an invoice's amount in cents. */
  amount: z.number().int().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  acceptedServices: z.array(z.enum(PRICED_SERVICES)).nullable(),
  /** customStatusChanged: the own status after the change (null: none). */
  customStatusId: z.string().nullable(),
  /** offerViewed: how often the customer opened the offer. */
  viewCount: z.number().int().nullable(),
  /** commentAdded: the comment (as long as it exists) and whether the customer sees it. */
  commentId: z.string().nullable(),
  commentVisibility: z.enum(COMMENT_VISIBILITIES).nullable(),
});
export type ContractHistoryEntry = z.infer<typeof contractHistoryEntrySchema>;

export const contractHistorySchema = z.object({
  /** Oldest first. */
  items: z.array(contractHistoryEntrySchema),
  truncated: z.boolean(),
});
export type ContractHistory = z.infer<typeof contractHistorySchema>;

/** An entry with every optional field empty: sources fill in what their kind has. */
export function historyEntry(
  kind: ContractHistoryKind,
  at: Date | string,
  fields: Partial<Omit<ContractHistoryEntry, 'kind' | 'at'>> = {},
): ContractHistoryEntry {
  return {
    at: typeof at === 'string' ? at : at.toISOString(),
    kind,
    actorName: null,
    offerId: null,
    invoiceId: null,
    invoiceNumber: null,
    appointmentId: null,
    recipient: null,
    subject: null,
    mailKind: null,
    reason: null,
    amount: null,
    currency: null,
    acceptedServices: null,
    customStatusId: null,
    viewCount: null,
    commentId: null,
    commentVisibility: null,
    ...fields,
  };
}

/**
 * Oldest first; at the same instant (one transaction writes the offer and its e-mail) in the order a
 * person expects: the record before the e-mail about it.
 */
export function sortHistory(entries: ContractHistoryEntry[]): ContractHistoryEntry[] {
  const rank = (kind: ContractHistoryKind) => CONTRACT_HISTORY_KINDS.indexOf(kind);
  return [...entries].sort((a, b) => {
    const time = Date.parse(a.at) - Date.parse(b.at);
    return time !== 0 ? time : rank(a.kind) - rank(b.kind);
  });
}
