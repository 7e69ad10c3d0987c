import { MAIL_STATUSES } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { notFound } from '../../platform/errors.ts';
import { apiErrorSchema, idParamsSchema, pagedSchema, pageQuerySchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import { findAttachment, findMessage, listAttachments, listMessages } from './dev-mailbox.repo.ts';

const tags = ['development mailbox'];
const messageSummary = z.object({
  _id: z.string(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
const attachment = z.object({
  _id: z.string(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number(),
});
const message = messageSummary.extend({
  html: z.string(),
  text: z.string(),
  messageId: z.string(),
  /** Files sent with the message; each is served by GET /api/dev-mailbox/{id}/attachments/{attachmentId}. */
  attachments: z.array(attachment),
});
const attachmentParams = idParamsSchema.extend({
  attachmentId: z.uuid({ error: 'error_resource_not_found' }),
});

function present<T extends { id: string; createdAt: Date; sentAt: Date | null }>({
  id,
  createdAt,
  sentAt,
  ...rest
}: T) {
  return { _id: id, ...rest, createdAt: createdAt.toISOString(), sentAt: sentAt?.toISOString() ?? null };
}

/** An owner reads their company's mail; a platform admin everything, or one company's while acting for it. */
function scope(ctx: RequestContext) {
  authorize(ctx, 'dev-mailbox:read');
  return ctx.companyId;
}

/**
 * The built-in development mailbox: registered only when no SMTP server is configured, so a newcomer
 * can read every message Maxer "sent" (and follow its links) in the browser.
 */
export function devMailboxRoutes(deps: { db: Db; authenticate: Authenticate }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    app.get(
      '/api/dev-mailbox',
      {
        schema: {
          operationId: 'listDevMailbox',
          tags,
          summary: 'Messages of the development mailbox (only without SMTP), newest first',
          querystring: pageQuerySchema,
          response: { 200: pagedSchema(messageSummary), 403: apiErrorSchema },
        },
      },
      async (request) => {
        const { items, total } = await listMessages(deps.db, scope(request.ctx), request.query);
        return { items: items.map(present), total, ...request.query };
      },
    );

    app.get(
      '/api/dev-mailbox/:id',
      {
        schema: {
          operationId: 'getDevMailboxMessage',
          tags,
          params: idParamsSchema,
          response: { 200: message, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const row = await findMessage(deps.db, scope(request.ctx), request.params.id);
        if (!row) throw notFound();
        const files = await listAttachments(deps.db, scope(request.ctx), row.id);
        return { ...present(row), attachments: files.map(({ id, ...file }) => ({ _id: id, ...file })) };
      },
    );

    app.get(
      '/api/dev-mailbox/:id/attachments/:attachmentId',
      {
        schema: {
          operationId: 'getDevMailboxAttachment',
          tags,
          summary: 'A file sent with a message of the development mailbox, as sent (e.g. application/pdf)',
          params: attachmentParams,
        },
      },
      async (request, reply) => {
        const file = await findAttachment(
          deps.db,
          scope(request.ctx),
          request.params.id,
          request.params.attachmentId,
        );
        if (!file) throw notFound();
        return reply
          .type(file.contentType)
          .header('content-disposition', `inline; filename="${file.filename.replace(/["\\\r\n]/g, '_')}"`)
          .header('cache-control', 'private, no-store')
          .send(file.content);
      },
    );
  };
}
