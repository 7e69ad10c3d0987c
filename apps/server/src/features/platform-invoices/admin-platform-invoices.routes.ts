import {
  BANK_STATEMENT_MAX_MB,
  billingRunResultSchema,
  billingRunSchema,
  platformBankStatementImportSchema,
  platformInvoiceCancelSchema,
  platformInvoiceCreateSchema,
  platformInvoiceListQuerySchema,
  platformInvoicePageSchema,
  platformInvoicePaySchema,
  platformInvoiceSchema,
  platformInvoiceUpdateSchema,
} from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptFileBodies } from '../../platform/body-types.ts';
import { createRoute, getRoute, updateRoute } from '../../platform/crud-routes.ts';
import { requestLanguage } from '../../platform/language.ts';
import { apiErrorSchema, idParamsSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import { type BillingRunDeps, runBilling } from './billing-run.service.ts';
import { importPlatformBankStatement } from './platform-bank-import.service.ts';
import { platformInvoiceMailJob } from './platform-invoice-mail-job.ts';
import { pdfQuerySchema, sendPdf } from './platform-invoice-pdf/pdf-reply.ts';
import {
  cancelPlatformInvoice,
  changePlatformInvoice,
  createPlatformInvoice,
  getPlatformInvoiceForAdmin,
  listPlatformInvoicesForAdmin,
  markPlatformInvoicePaid,
  platformInvoicePdfForAdmin,
} from './platform-invoices.service.ts';

const path = '/api/admin/maxer-invoices';
const tags = ['admin'];
const oneInvoice = { path, tags, item: platformInvoiceSchema };

/**
 * The platform's invoices to its companies, for the platform admin (spec §2 "/admin/maxer-invoices";
 * issue 16). Only an admin session on the admin host reaches them.
 */
export function adminPlatformInvoicesRoutes(
  deps: BillingRunDeps & { authenticate: Authenticate },
): FastifyPluginAsyncZod {
  // Defined before the queue starts (with the app): the worker of every instance mails new invoices.
  deps.jobs.define(platformInvoiceMailJob(deps));
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    app.get(
      path,
      {
        schema: {
          operationId: 'listAdminMaxerInvoices',
          tags,
          summary:
            'The platform’s invoices: search by company or number, filter by company, status (OPEN, OVERDUE, PAID, CANCEL) and period; paged, with the sums of the filtered list',
          querystring: platformInvoiceListQuerySchema,
          response: { 200: platformInvoicePageSchema, 400: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      (request) => listPlatformInvoicesForAdmin(deps, request.ctx, request.query),
    );
    createRoute(app, oneInvoice, {
      operationId: 'createAdminMaxerInvoice',
      summary:
        'A new invoice for a company: lines as given, or its package’s monthly price for the period (422 error_no_package without one; 409 when the period is billed; 422 error_platform_billing_not_configured)',
      body: platformInvoiceCreateSchema,
      errors: [400, 403, 409, 422],
      run: (ctx, values) => createPlatformInvoice(deps, ctx, values),
    });
    getRoute(app, oneInvoice, {
      operationId: 'getAdminMaxerInvoice',
      errors: [403, 404],
      run: (ctx, id) => getPlatformInvoiceForAdmin(deps, ctx, id),
    });
    updateRoute(app, oneInvoice, {
      operationId: 'updateAdminMaxerInvoice',
      summary: 'Change the lines and due date of an OPEN invoice (409 once paid or canceled)',
      body: platformInvoiceUpdateSchema,
      errors: [400, 403, 404, 409],
      run: (ctx, id, values) => changePlatformInvoice(deps, ctx, id, values),
    });
    app.post(
      `${path}/:id/paid`,
      {
        schema: {
          operationId: 'markAdminMaxerInvoicePaid',
          tags,
          summary: 'Mark an OPEN invoice paid: the day, the method and who (409 once paid or canceled)',
          params: idParamsSchema,
          body: platformInvoicePaySchema,
          response: {
            200: platformInvoiceSchema,
            400: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      (request) => markPlatformInvoicePaid(deps, request.ctx, request.params.id, request.body),
    );
    app.post(
      `${path}/:id/cancel`,
      {
        schema: {
          operationId: 'cancelAdminMaxerInvoice',
          tags,
          summary: 'Cancel an OPEN invoice with a reason; it keeps its number and stays read-only',
          params: idParamsSchema,
          body: platformInvoiceCancelSchema,
          response: {
            200: platformInvoiceSchema,
            400: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      (request) => cancelPlatformInvoice(deps, request.ctx, request.params.id, request.body.reason),
    );
    app.get(
      `${path}/:id/pdf`,
      {
        schema: {
          operationId: 'getAdminMaxerInvoicePdf',
          tags,
          summary:
            'The invoice as a PDF (application/pdf) with its Swiss QR-bill while open: inline, or a download with download=1; lang=de|en',
          params: idParamsSchema,
          querystring: pdfQuerySchema,
        },
      },
      async (request, reply) => {
        const { download, lang } = request.query;
        const pdf = await platformInvoicePdfForAdmin(
          deps,
          request.ctx,
          request.params.id,
          lang ?? requestLanguage(request),
        );
        return sendPdf(reply, pdf, download);
      },
    );
    app.post(
      `${path}/billing-run`,
      {
        schema: {
          operationId: 'runAdminMaxerBilling',
          tags,
          summary:
            'Bill a month: the period’s invoice for every active company with a package, e-mailed to its owners; idempotent per company and period',
          body: billingRunSchema,
          response: {
            200: billingRunResultSchema,
            400: apiErrorSchema,
            403: apiErrorSchema,
            422: apiErrorSchema,
          },
        },
      },
      (request) => runBilling(deps, request.ctx, request.body.period),
    );

    // The statement's route in its own scope: its body is the file's bytes, whatever the content type says.
    await app.register(platformBankStatementRoutes(deps));
  };
}

const BANK_STATEMENT_MAX_BYTES = BANK_STATEMENT_MAX_MB * 1024 * 1024;

function platformBankStatementRoutes(deps: BillingRunDeps): FastifyPluginAsyncZod {
  return async (app) => {
    acceptFileBodies(app, BANK_STATEMENT_MAX_BYTES);
    app.post(
      `${path}/bank-statement`,
      {
        config: {
          fileTooLarge: { code: 'error_bank_statement_too_large', params: { max: BANK_STATEMENT_MAX_MB } },
        },
        schema: {
          operationId: 'importAdminMaxerBankStatement',
          tags,
          summary: `Import the platform's ISO 20022 camt.053/camt.054 file (the request body, at most ${BANK_STATEMENT_MAX_MB} MB): a credit whose QR or creditor reference names a platform invoice and whose amount is its total marks it PAID (BANK); every other booking is listed with its reason. All or nothing; a booking is never counted twice`,
          response: {
            200: platformBankStatementImportSchema,
            403: apiErrorSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
            422: apiErrorSchema,
          },
        },
      },
      (request) => importPlatformBankStatement(deps, request.ctx, request.body as Buffer),
    );
  };
}
