import { z } from 'zod';
import { MAIL_STATUSES } from '../constants.ts';

const invalid = { error: 'error_field_invalid' } as const;

/** Delivery events the provider reports (SendGrid's Event Webhook names, spec §3 "E-mail event"). */
export const EMAIL_EVENTS = [
  'processed',
  'deferred',
  'delivered',
  'open',
  'click',
  'bounce',
  'dropped',
  'spamreport',
] as const;
export type EmailEvent = (typeof EMAIL_EVENTS)[number];

/**
 * Where a message stands as the office sees it: its latest delivery event when the provider has
 * reported one, else its outbox state.
 */
export const MAIL_DELIVERY_STATES = [...MAIL_STATUSES, ...EMAIL_EVENTS] as const;
export type MailDeliveryState = (typeof MAIL_DELIVERY_STATES)[number];

/** One outgoing message as recorded in the outbox. */
export const mailMessageSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  messageId: z.string(),
  status: z.enum(MAIL_STATUSES),
  /** The latest delivery event, or the outbox state when none has arrived. */
  deliveryState: z.enum(MAIL_DELIVERY_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  relatedType: z.string().nullable(),
  relatedId: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export const mailListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  status: z.enum(MAIL_STATUSES, invalid).optional(),
});

/** A delivery event of one message, oldest first in lists. */
export const emailEventSchema = z.object({
  _id: z.string(),
  mailId: z.string(),
  event: z.enum(EMAIL_EVENTS),
  /** When the provider says it happened. */
  occurredAt: z.string(),
  email: z.string().nullable(),
  /** The provider's reason or server response (bounce, dropped, deferred), or the clicked URL. */
  detail: z.string().nullable(),
  receivedAt: z.string(),
});
export type EmailEventRecord = z.infer<typeof emailEventSchema>;
