import {
  type SubscribableWebhookEvent,
  WEBHOOK_DELIVERIES_KEPT_DAYS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_RETRY_DELAYS_SECONDS,
} from '@maxer/domain';

/**
 * The webhooks' part of the API reference at /api/docs (ADR 053): an introduction (headers, how to
 * verify, retries, ordering) and, as OpenAPI 3.1 `webhooks`, every event with its payload. Kept
 * beside openapi.ts so the reference's other sections change without touching it.
 */

type JsonSchema = Record<string, unknown>;

const uuid: JsonSchema = { type: 'string', format: 'uuid' };
const nullableUuid: JsonSchema = { type: ['string', 'null'], format: 'uuid' };
const integer: JsonSchema = { type: 'integer' };
const rappen: JsonSchema = { type: 'integer', description: 'Rappen (1/100 of the currency unit)' };
const text: JsonSchema = { type: ['string', 'null'] };

const customer = {
  id: uuid,
  number: integer,
  firstName: text,
  lastName: text,
  companyName: text,
  email: text,
};
const contract = { id: uuid, number: integer, customerId: uuid };
const offer = {
  id: { ...uuid, description: 'The offer (one sending of the job to its customer)' },
  contractId: uuid,
  contractNumber: integer,
};
const invoice = { id: uuid, number: integer, contractId: nullableUuid, customerId: uuid, total: rappen };
const payment = { id: uuid, invoiceId: uuid, amount: rappen };
const appointment = {
  id: uuid,
  kind: { type: 'string' },
  startsAt: { type: 'string', format: 'date-time' },
  contractId: nullableUuid,
  customerId: nullableUuid,
};
const review = {
  id: uuid,
  contractId: nullableUuid,
  appointmentId: nullableUuid,
  customerId: nullableUuid,
  average: { type: ['number', 'null'], description: 'Average of the areas rated, 1–5' },
};

/** Every event's `data`: the id and key fields of the object (`GET /api/<resource>/{id}` has the rest). */
const PAYLOADS = {
  'contract.created': contract,
  'contract.updated': contract,
  'offer.sent': offer,
  'offer.accepted': offer,
  'offer.rejected': offer,
  'invoice.created': invoice,
  'invoice.paid': invoice,
  'payment.created': payment,
  'payment.deleted': payment,
  'customer.created': customer,
  'customer.updated': customer,
  'appointment.created': appointment,
  'appointment.updated': appointment,
  'appointment.cancelled': appointment,
  'review.submitted': review,
} satisfies Record<SubscribableWebhookEvent, Record<string, JsonSchema>>;

const SUMMARIES: Record<SubscribableWebhookEvent, string> = {
  'contract.created': 'A job was created',
  'contract.updated': 'A job was changed',
  'offer.sent': 'An offer was sent to the customer',
  'offer.accepted': 'The customer accepted an offer',
  'offer.rejected': 'The customer rejected an offer',
  'invoice.created': 'An invoice was created',
  'invoice.paid': 'An invoice became paid in full',
  'payment.created': 'A payment was recorded',
  'payment.deleted': 'A payment was removed',
  'customer.created': 'A customer was created',
  'customer.updated': 'A customer was changed',
  'appointment.created': 'An appointment was made',
  'appointment.updated': 'An appointment was changed',
  'appointment.cancelled': 'An appointment was cancelled (deleted)',
  'review.submitted': 'The customer submitted a review',
};

const headers = {
  'webhook-id':
    'The message id (`msg_…`): the same for every retry and every “send again” — use it to ignore a message you already handled.',
  'webhook-timestamp':
    'Seconds since 1970 (UTC) when this attempt was sent; refuse messages more than 5 minutes off.',
  'webhook-signature':
    '`v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint’s secret (the base64 part after `whsec_`).',
};

const hours = (seconds: number) =>
  seconds < 60 ? `${seconds} s` : seconds < 3600 ? `${seconds / 60} min` : `${seconds / 3600} h`;

/** The section's text (Markdown), appended to the reference's introduction. */
export const WEBHOOKS_INTRODUCTION = `
## Webhooks

An owner registers HTTPS endpoints under *Company → Webhooks* (\`/my-company/webhooks\`, API \`/api/webhook-endpoints\`)
and picks events. Maxer then POSTs each event to the endpoint as JSON, following
[Standard Webhooks](https://www.standardwebhooks.com/):

\`\`\`json
{ "type": "customer.created", "timestamp": "2026-11-26T09:30:00.000Z", "data": { "id": "…", "number": 1042, … } }
\`\`\`

\`data\` carries the object’s id and its key fields (each event below lists them); read the whole object with
\`GET /api/<resource>/{id}\`. An event happens only when its change is saved: a change that fails sends nothing.
"Send test event" on the screen sends \`webhook.test\` with \`data: { endpointId }\` to that endpoint alone.

**Headers**: ${Object.entries(headers)
  .map(([name, meaning]) => `\`${name}\` — ${meaning}`)
  .join(' ')}

**Verifying** (Node.js, package \`standardwebhooks\`; libraries exist for most languages):

\`\`\`js
import { Webhook } from 'standardwebhooks';
const payload = new Webhook(process.env.MAXER_WEBHOOK_SECRET).verify(rawBody, request.headers); // throws if forged
\`\`\`

Verify the raw body as received, before parsing it. The secret (\`whsec_…\`) is shown once, when the endpoint is
created or its secret rotated.

**Answer** with any 2xx within 10 seconds (do the work afterwards). Anything else — another status, a redirect
(redirects are not followed), a timeout, no connection — is retried after ${WEBHOOK_RETRY_DELAYS_SECONDS.map(hours).join(', ')}
(about a day). After the last attempt the message has failed, the endpoint is marked failing and its owners
get one e-mail; the endpoint’s delivery log can send any message again. The log keeps a delivered or failed
message for ${WEBHOOK_DELIVERIES_KEPT_DAYS} days after it was queued.

**Order**: the messages to one endpoint are sent one after the other in the order the events happened; a
message waiting for a retry holds back the later ones until it is delivered or has failed.

**Addresses**: endpoints must be \`https://\` on public internet addresses; names resolving to private, loopback,
link-local or other local addresses are refused, at registration and at every delivery.
`;

/** The events as OpenAPI 3.1 `webhooks`: what Maxer sends, and what it expects back. */
export function webhookOperations(): Record<string, unknown> {
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          operationId: `webhook_${type.replace('.', '_')}`,
          tags: ['webhook events'],
          summary: SUMMARIES[type],
          parameters: Object.entries(headers).map(([name, description]) => ({
            name,
            in: 'header',
            required: true,
            description,
            schema: { type: 'string' },
          })),
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['type', 'timestamp', 'data'],
                  properties: {
                    type: { type: 'string', const: type },
                    timestamp: { type: 'string', format: 'date-time' },
                    data: {
                      type: 'object',
                      required: Object.keys(PAYLOADS[type]),
                      properties: PAYLOADS[type],
                    },
                  },
                },
              },
            },
          },
          responses: {
            '2XX': { description: 'Received; any other answer (or none within 10 s) is retried.' },
          },
        },
      },
    ]),
  );
}
