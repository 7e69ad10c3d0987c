import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import {
  parseWebhookPublicKey,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifyWebhookSignature,
} from '../../platform/mail/webhook-signature.ts';
import { apiErrorSchema } from '../../platform/schemas.ts';
import { ingestEmailEvents } from './email-events.service.ts';

const eventDoc = z.looseObject({
  email: z.string().optional(),
  timestamp: z.number().optional(),
  event: z.string().optional(),
  sg_event_id: z.string().optional(),
  sg_message_id: z.string().optional(),
  'smtp-id': z.string().optional(),
});
const resultSchema = z.object({
  stored: z.number().int(),
  duplicates: z.number().int(),
  unmatched: z.number().int(),
  ignored: z.number().int(),
});

/**
 * SendGrid's Event Webhook: a JSON array of delivery events. With a verification key configured,
 * each post must carry a fresh ECDSA signature over the timestamp header and the body exactly as sent,
 * so this route reads the raw body itself (its own JSON parser, scoped to this plugin). Without a key,
 * posts are taken only when `allowUnsigned` (EMAIL_EVENTS_ALLOW_UNSIGNED) says so: anyone who saw one
 * of our messages knows its id and could otherwise file a bounce against it.
 */
export function emailEventsWebhookRoutes(deps: {
  db: Db;
  now: () => Date;
  publicKey: string | undefined;
  allowUnsigned: boolean;
}): FastifyPluginAsyncZod {
  const publicKey = deps.publicKey ? parseWebhookPublicKey(deps.publicKey) : null;
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  return async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      rawBodies.set(request, body as Buffer);
      try {
        done(null, JSON.parse((body as Buffer).toString('utf8')));
      } catch (error) {
        done(Object.assign(error as Error, { statusCode: 400 }), undefined);
      }
    });

    app.post(
      '/api/webhooks/email-events',
      {
        bodyLimit: 5 * 1024 * 1024,
        schema: {
          operationId: 'receiveEmailEvents',
          tags: ['e-mail'],
          summary:
            "SendGrid's Event Webhook (signed when SENDGRID_WEBHOOK_PUBLIC_KEY is set; unsigned only when EMAIL_EVENTS_ALLOW_UNSIGNED); repeats are ignored",
          body: z.array(eventDoc).max(10_000),
          response: { 200: resultSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
        preValidation: async (request) => {
          if (!publicKey) {
            if (deps.allowUnsigned) return;
            throw new AppError('error_webhook_unsigned');
          }
          const header = (name: string) => {
            const value = request.headers[name];
            return typeof value === 'string' ? value : undefined;
          };
          const valid = verifyWebhookSignature({
            publicKey,
            signature: header(SIGNATURE_HEADER),
            timestamp: header(TIMESTAMP_HEADER),
            rawBody: rawBodies.get(request) ?? Buffer.alloc(0),
            now: deps.now(),
          });
          if (!valid) throw new AppError('error_webhook_signature');
        },
      },
      (request) => ingestEmailEvents(deps.db, request.body, deps.now()),
    );
  };
}
