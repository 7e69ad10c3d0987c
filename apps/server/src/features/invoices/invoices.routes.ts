import {
  invoiceFromContractSchema,
  invoiceInputSchema,
  invoiceListQuerySchema,
  invoicePageSchema,
  invoiceSchema,
} from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../platform/language.ts';
import { apiErrorSchema, idParamsSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import {
  changeInvoice,
  createInvoice,
  createInvoiceFromContract,
  getInvoice,
  type InvoicesDeps,
  listCompanyInvoices,
  removeInvoice,
} from './invoices.service.ts';

const tags = ['invoices'];

export function invoicesRoutes(deps: InvoicesDeps & { authenticate: Authenticate }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    app.get(
      '/api/invoices',
      {
        schema: {
          operationId: 'listInvoices',
          tags,
          summary:
            'Invoices: paid/unpaid/overdue, date range, customer, contract, search by number or customer name; sums of the filtered list per currency',
          querystring: invoiceListQuerySchema,
          response: { 200: invoicePageSchema },
        },
      },
      (request) => listCompanyInvoices(deps, request.ctx, request.query),
    );

    app.post(
      '/api/invoices',
      {
        schema: {
          operationId: 'createInvoice',
          tags,
          summary:
            'Create an invoice for a customer, optionally linked to a contract that is not OPEN (a job that has an invoice needs another: true); a repeated idempotency key answers the first invoice (200)',
          body: invoiceInputSchema,
          response: {
            200: invoiceSchema,
            201: invoiceSchema,
            400: apiErrorSchema,
            409: apiErrorSchema,
            422: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { invoice, created } = await createInvoice(deps, request.ctx, request.body);
        return reply.status(created ? 201 : 200).send(invoice);
      },
    );

    app.post(
      '/api/contracts/:id/invoice',
      {
        schema: {
          operationId: 'createInvoiceFromContract',
          tags,
          summary:
            "Create an invoice from a contract: the accepted services at the accepted price and the contract's lines. Once per job (409 error_contract_already_invoiced) unless the body says another: true; a repeated idempotency key answers the first invoice (200), the same key with another request 422",
          params: idParamsSchema,
          body: invoiceFromContractSchema.nullish(),
          response: {
            200: invoiceSchema,
            201: invoiceSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
            422: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { invoice, created } = await createInvoiceFromContract(
          deps,
          request.ctx,
          request.params.id,
          request.body ?? { another: false },
          requestLanguage(request),
        );
        return reply.status(created ? 201 : 200).send(invoice);
      },
    );

    app.get(
      '/api/invoices/:id',
      {
        schema: {
          operationId: 'getInvoice',
          tags,
          params: idParamsSchema,
          response: { 200: invoiceSchema, 404: apiErrorSchema },
        },
      },
      (request) => getInvoice(deps, request.ctx, request.params.id),
    );

    app.put(
      '/api/invoices/:id',
      {
        schema: {
          operationId: 'updateInvoice',
          tags,
          summary: 'Change an invoice; refused while it has payments (error_unpaid_not_zero)',
          params: idParamsSchema,
          body: invoiceInputSchema,
          response: { 200: invoiceSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      (request) => changeInvoice(deps, request.ctx, request.params.id, request.body),
    );

    app.delete(
      '/api/invoices/:id',
      {
        schema: {
          operationId: 'deleteInvoice',
          tags,
          summary: 'Delete an invoice (owners); refused while it has payments (error_unpaid_not_zero)',
          params: idParamsSchema,
          response: { 204: z.null(), 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await removeInvoice(deps, request.ctx, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
