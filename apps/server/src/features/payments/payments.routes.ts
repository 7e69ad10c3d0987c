import {
  BANK_STATEMENT_MAX_MB,
  bankEntryPaymentInputSchema,
  bankStatementImportSchema,
  CURRENCIES,
  paymentInputSchema,
  paymentListQuerySchema,
  paymentSchema,
} from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptFileBodies } from '../../platform/body-types.ts';
import { requestLanguage } from '../../platform/language.ts';
import { apiErrorSchema, idParamsSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import { importBankStatement, recordBankEntry } from './bank-statement-import.ts';
import {
  getPayment,
  listCompanyPayments,
  listInvoicePayments,
  type PaymentsDeps,
  recordPayment,
  removePayment,
} from './payments.service.ts';

const tags = ['payments'];

const paymentPageSchema = z.object({
  items: z.array(paymentSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Σ amount of the whole filtered list, per currency. */
  sums: z.array(z.object({ currency: z.enum(CURRENCIES), amount: z.number().int() })),
});

export function paymentsRoutes(deps: PaymentsDeps & { authenticate: Authenticate }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    app.get(
      '/api/payments',
      {
        schema: {
          operationId: 'listPayments',
          tags,
          summary:
            'Payments across invoices: by method, date range, invoice or customer; sums of the filtered list',
          querystring: paymentListQuerySchema,
          response: { 200: paymentPageSchema },
        },
      },
      (request) => listCompanyPayments(deps, request.ctx, request.query),
    );

    app.get(
      '/api/payments/:id',
      {
        schema: {
          operationId: 'getPayment',
          tags,
          params: idParamsSchema,
          response: { 200: paymentSchema, 404: apiErrorSchema },
        },
      },
      (request) => getPayment(deps, request.ctx, request.params.id),
    );

    app.delete(
      '/api/payments/:id',
      {
        schema: {
          operationId: 'deletePayment',
          tags,
          summary: 'Delete a payment; the invoice is unpaid again by its amount',
          params: idParamsSchema,
          response: { 204: z.null(), 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await removePayment(deps, request.ctx, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/invoices/:id/payments',
      {
        schema: {
          operationId: 'listInvoicePayments',
          tags,
          params: idParamsSchema,
          response: { 200: z.array(paymentSchema), 404: apiErrorSchema },
        },
      },
      (request) => listInvoicePayments(deps, request.ctx, request.params.id),
    );

    app.post(
      '/api/invoices/:id/payments',
      {
        schema: {
          operationId: 'recordPayment',
          tags,
          summary:
            'Record a payment (not more than the unpaid amount); a repeated idempotency key answers the first payment (200)',
          params: idParamsSchema,
          body: paymentInputSchema,
          response: {
            200: paymentSchema,
            201: paymentSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
            422: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { payment, created } = await recordPayment(
          deps,
          request.ctx,
          request.params.id,
          request.body,
          requestLanguage(request),
        );
        return reply.status(created ? 201 : 200).send(payment);
      },
    );

    app.post(
      '/api/payments/bank-entry',
      {
        schema: {
          operationId: 'recordBankEntry',
          tags,
          summary:
            "Record one booking a bank statement import listed (e.g. a partial payment) as a BANK payment keeping the bank's reference",
          body: bankEntryPaymentInputSchema,
          response: {
            201: paymentSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
            422: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const payment = await recordBankEntry(deps, request.ctx, request.body, requestLanguage(request));
        return reply.status(201).send(payment);
      },
    );

    // The statement's route in its own scope: its body is the file's bytes, whatever the content type says.
    await app.register(bankStatementRoutes(deps));
  };
}

const BANK_STATEMENT_MAX_BYTES = BANK_STATEMENT_MAX_MB * 1024 * 1024;

function bankStatementRoutes(deps: PaymentsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    acceptFileBodies(app, BANK_STATEMENT_MAX_BYTES);
    app.post(
      '/api/payments/bank-statement',
      {
        config: {
          fileTooLarge: { code: 'error_bank_statement_too_large', params: { max: BANK_STATEMENT_MAX_MB } },
        },
        schema: {
          operationId: 'importBankStatement',
          tags,
          summary: `Import an ISO 20022 camt.053/camt.054 file (the request body, at most ${BANK_STATEMENT_MAX_MB} MB): credits whose QR or creditor reference names an invoice and whose amount is its open amount become BANK payments; every other booking is listed with its reason. All or nothing; a booking imported before is never recorded twice`,
          response: {
            200: bankStatementImportSchema,
            409: apiErrorSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
            422: apiErrorSchema,
          },
        },
      },
      (request) => importBankStatement(deps, request.ctx, request.body as Buffer, requestLanguage(request)),
    );
  };
}
