import { z } from 'zod';

/**
 * What a person of the office is told about while they looked away (issue 15, item 2): a customer
 * answered or opened an offer, an e-mail could not be delivered, a colleague recorded a payment.
 */
export const NOTIFICATION_KINDS = [
  'offerAccepted',
  'offerRejected',
  'offerViewed',
  'mailFailed',
  'paymentRecorded',
  'reviewSubmitted',
  // A review at or below the funnel's low mark (review-funnel.ts): the owners are alerted.
  'reviewLow',
  'mediaAdded',
  // A visitor sent the company's web inquiry form: a new OPEN job (ADR 056).
  'inquiryReceived',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * What the notification names, as it was when it happened (a later change of the job does not
 * rewrite what was said). Each kind fills the fields it needs.
 */
export const notificationDataSchema = z.object({
  contractId: z.string().optional(),
  contractNumber: z.number().int().optional(),
  customerName: z.string().optional(),
  invoiceId: z.string().optional(),
  invoiceNumber: z.number().int().optional(),
  /** Cents. */
  amount: z.number().int().optional(),
  currency: z.string().optional(),
  /** The e-mail address a failed message was for. */
  recipient: z.string().optional(),
  subject: z.string().optional(),
  /** Who did it, when a colleague did (a payment recorded). */
  actorName: z.string().optional(),
  /** A review that came in: its id and average stars. */
  reviewId: z.string().optional(),
  rating: z.number().optional(),
  /** A media session the customer added photos to, and its title. */
  mediaSessionId: z.string().optional(),
  title: z.string().optional(),
});
export type NotificationData = z.infer<typeof notificationDataSchema>;

export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  data: notificationDataSchema,
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** One page of the signed-in person's notifications, newest first, with how many are unread in all. */
export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationUnreadSchema = z.object({ unread: z.number().int() });
