import { LANGUAGES, QR_BILL_PROBLEMS } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../platform/language.ts';
import { apiErrorSchema, idParamsSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import { type InvoicePdfDeps, invoicePdf, invoiceQrBillStatus } from './invoice-pdf.service.ts';

const tags = ['invoices'];

const documentQuerySchema = z.object({
  download: z.enum(['1', 'true', '0', 'false'], { error: 'error_field_invalid' }).optional(),
  lang: z.enum(LANGUAGES, { error: 'error_field_invalid' }).optional(),
});

const qrBillStatusSchema = z.object({
  available: z.boolean(),
  referenceType: z.enum(['QRR', 'SCOR']).nullable(),
  reference: z.string().nullable(),
  /** The amount of the QR-bill: what is still unpaid, in cents. */
  amount: z.number().int(),
  problems: z.array(z.object({ code: z.enum(QR_BILL_PROBLEMS), message: z.string() })),
});

/** The invoice PDF (with its Swiss QR-bill) and whether it can carry one. */
export function invoicePdfRoutes(
  deps: InvoicePdfDeps & { authenticate: Authenticate },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    app.get(
      '/api/invoices/:id/pdf',
      {
        schema: {
          operationId: 'getInvoicePdf',
          tags,
          summary:
            'The invoice as a PDF (application/pdf) with the Swiss QR-bill payment part when possible: inline, or a download with download=1; lang=de|en',
          description:
            'Answers the PDF bytes with Content-Disposition inline or attachment (filename "Rechnung-<number>.pdf" or "Invoice-<number>.pdf"); ' +
            "404 with the error body for a missing invoice or another company's.",
          params: idParamsSchema,
          querystring: documentQuerySchema,
        },
      },
      async (request, reply) => {
        const { download, lang } = request.query;
        const pdf = await invoicePdf(deps, request.ctx, request.params.id, lang ?? requestLanguage(request));
        const disposition = download === '1' || download === 'true' ? 'attachment' : 'inline';
        return reply
          .type('application/pdf')
          .header('content-disposition', `${disposition}; filename="${pdf.filename}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf.content);
      },
    );

    app.get(
      '/api/invoices/:id/qr-bill',
      {
        schema: {
          operationId: 'getInvoiceQrBill',
          tags,
          summary:
            "Whether the invoice's PDF carries a Swiss QR-bill (QR or RF reference), or why not (no IBAN, currency, incomplete addresses, paid)",
          params: idParamsSchema,
          response: { 200: qrBillStatusSchema, 404: apiErrorSchema },
        },
      },
      (request) => invoiceQrBillStatus(deps, request.ctx, request.params.id, requestLanguage(request)),
    );
  };
}
