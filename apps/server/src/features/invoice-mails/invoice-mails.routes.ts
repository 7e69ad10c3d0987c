import { invoiceMailSchema, invoiceSendSchema } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema, pagedSchema, pageQuerySchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import { type InvoiceMailsDeps, listInvoiceMails, sendInvoice } from './invoice-mails.service.ts';

const tags = ['invoices'];

/** Sending an invoice by e-mail and the invoice's sent e-mails (its sent-emails tab). */
export function invoiceMailsRoutes(
  deps: InvoiceMailsDeps & { authenticate: Authenticate },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    app.post(
      '/api/invoices/:id/send',
      {
        schema: {
          operationId: 'sendInvoice',
          tags,
          summary:
            "E-mail the invoice with its PDF attached (to the customer's address unless another is given), with a mail template or the built-in text",
          params: idParamsSchema,
          body: invoiceSendSchema,
          response: { 201: invoiceMailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await sendInvoice(deps, request.ctx, request.params.id, request.body)),
    );

    app.get(
      '/api/invoices/:id/emails',
      {
        schema: {
          operationId: 'listInvoiceEmails',
          tags,
          summary:
            "The invoice's e-mails (the invoice sent, payment notices), newest first, each with its delivery events",
          params: idParamsSchema,
          querystring: pageQuerySchema,
          response: { 200: pagedSchema(invoiceMailSchema), 404: apiErrorSchema },
        },
      },
      (request) => listInvoiceMails(deps, request.ctx, request.params.id, request.query),
    );
  };
}
