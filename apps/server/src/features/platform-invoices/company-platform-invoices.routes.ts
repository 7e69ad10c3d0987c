import {
  companyPlatformInvoiceListQuerySchema,
  platformInvoicePageSchema,
  platformInvoicePayInfoSchema,
  platformInvoiceSchema,
} from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../platform/language.ts';
import { apiErrorSchema, idParamsSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import {
  getOwnPlatformInvoice,
  listOwnPlatformInvoices,
  ownPayInfo,
  ownPlatformInvoicePdf,
} from './company-platform-invoices.service.ts';
import { pdfQuerySchema, sendPdf } from './platform-invoice-pdf/pdf-reply.ts';
import type { PlatformInvoicesDeps } from './platform-invoices.service.ts';

const path = '/api/maxer-invoices';
const tags = ['maxer-invoices'];
const errors = { 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * The platform's invoices to the signed-in company (spec §2 "maxer-invoices"): its OWNERs only (a USER
 * gets 403 error_owner_only); another company's invoice answers 404 like a missing one.
 */
export function companyPlatformInvoicesRoutes(
  deps: PlatformInvoicesDeps & { authenticate: Authenticate },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    app.get(
      path,
      {
        schema: {
          operationId: 'listMaxerInvoices',
          tags,
          summary: 'The company’s invoices from Maxer, filtered by status and period, paged, with sums',
          querystring: companyPlatformInvoiceListQuerySchema,
          response: { 200: platformInvoicePageSchema, 400: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      (request) => listOwnPlatformInvoices(deps, request.ctx, request.query),
    );
    app.get(
      `${path}/pay`,
      {
        schema: {
          operationId: 'getMaxerInvoicesPayInfo',
          tags,
          summary:
            'Everything to pay the open invoices: amount, IBAN and reference of each, and how many are overdue',
          response: { 200: platformInvoicePayInfoSchema, 403: apiErrorSchema },
        },
      },
      (request) => ownPayInfo(deps, request.ctx),
    );
    app.get(
      `${path}/:id`,
      {
        schema: {
          operationId: 'getMaxerInvoice',
          tags,
          params: idParamsSchema,
          response: { 200: platformInvoiceSchema, ...errors },
        },
      },
      (request) => getOwnPlatformInvoice(deps, request.ctx, request.params.id),
    );
    app.get(
      `${path}/:id/pdf`,
      {
        schema: {
          operationId: 'getMaxerInvoicePdf',
          tags,
          summary:
            'The invoice as a PDF (application/pdf) with its Swiss QR-bill while open: inline, or a download with download=1; lang=de|en',
          params: idParamsSchema,
          querystring: pdfQuerySchema,
        },
      },
      async (request, reply) => {
        const { download, lang } = request.query;
        const pdf = await ownPlatformInvoicePdf(
          deps,
          request.ctx,
          request.params.id,
          lang ?? requestLanguage(request),
        );
        return sendPdf(reply, pdf, download);
      },
    );
  };
}
