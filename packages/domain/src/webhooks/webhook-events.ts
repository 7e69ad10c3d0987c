/**
 * The events a company's webhook endpoints can subscribe to, and what each one's `data` carries
 * (ADR 053). A payload is a documented subset of the object the public API returns: its id and the
 * fields a receiver most often needs to decide what to do; the whole object is one GET away
 * (`GET /api/<resource>/{id}` with an API key). Adding a field is compatible; removing one is not.
 */
export interface WebhookEventPayloads {
  'contract.created': ContractEventData;
  'contract.updated': ContractEventData;
  'offer.sent': OfferEventData;
  'offer.accepted': OfferEventData;
  'offer.rejected': OfferEventData;
  'invoice.created': InvoiceEventData;
  'invoice.paid': InvoiceEventData;
  'payment.created': PaymentEventData;
  'payment.deleted': PaymentEventData;
  'customer.created': CustomerEventData;
  'customer.updated': CustomerEventData;
  'appointment.created': AppointmentEventData;
  'appointment.updated': AppointmentEventData;
  'appointment.cancelled': AppointmentEventData;
  'review.submitted': ReviewEventData;
  /** Sent only by "send test event" on one endpoint; never subscribed to. */
  'webhook.test': { endpointId: string };
}

export type WebhookEventType = keyof WebhookEventPayloads;

/** The events an endpoint can pick, in the order the screen lists them. */
export const WEBHOOK_EVENT_TYPES = [
  'contract.created',
  'contract.updated',
  'offer.sent',
  'offer.accepted',
  'offer.rejected',
  'invoice.created',
  'invoice.paid',
  'payment.created',
  'payment.deleted',
  'customer.created',
  'customer.updated',
  'appointment.created',
  'appointment.updated',
  'appointment.cancelled',
  'review.submitted',
] as const satisfies readonly WebhookEventType[];
export type SubscribableWebhookEvent = (typeof WEBHOOK_EVENT_TYPES)[number];

export interface CustomerEventData {
  id: string;
  number: number;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  email: string | null;
}

export interface ContractEventData {
  id: string;
  number: number;
  customerId: string;
}

export interface OfferEventData {
  /** The offer (one sending of a job to its customer). */
  id: string;
  /** The job (contract) the offer belongs to. */
  contractId: string;
  contractNumber: number;
}

export interface InvoiceEventData {
  id: string;
  number: number;
  contractId: string | null;
  customerId: string;
  /** Rappen. */
  total: number;
}

export interface PaymentEventData {
  id: string;
  invoiceId: string;
  /** Rappen. */
  amount: number;
}

export interface AppointmentEventData {
  id: string;
  kind: string;
  startsAt: string;
  contractId: string | null;
  customerId: string | null;
}

export interface ReviewEventData {
  id: string;
  contractId: string | null;
  appointmentId: string | null;
  customerId: string | null;
  /** The average of the areas rated (1–5), null when none was. */
  average: number | null;
}

/** The body every delivery posts (Standard Webhooks): the event's type, when it happened, its data. */
export interface WebhookMessage<T extends WebhookEventType = WebhookEventType> {
  type: T;
  /** ISO 8601, UTC. */
  timestamp: string;
  data: WebhookEventPayloads[T];
}

/**
 * Retries after a failed attempt (ADR 053): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h — eight attempts
 * over about 27 hours, as the Standard Webhooks reference schedule. Then the delivery has failed.
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000, 36_000] as const;

/**
 * Days the delivery log keeps a delivery that is done (delivered, or failed after its last retry),
 * counted from when it was queued; a nightly job removes older ones. A pending one is always kept.
 */
export const WEBHOOK_DELIVERIES_KEPT_DAYS = 30;
