import { LANGUAGES, PAYMENT_CODE_PROBLEMS } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../../platform/language.ts';
import { apiErrorSchema, idParamsSchema } from '../../../platform/schemas.ts';
import type { Authenticate } from '../../../platform/types.ts';
import { type InvoicePdfDeps, invoicePdf, invoiceQrBillStatus } from './invoice-pdf.service.ts';

const tags = ['invoices'];

const documentQuerySchema = z.object({
  download: z.enum(['1', 'true', '0', 'false'], { error: 'error_field_invalid' }).optional(),
  lang: z.enum(LANGUAGES, { error: 'error_field_invalid' }).optional(),
});

const qrBillStatusSchema = z.object({
  /** Whether the PDF carries a payment code at all. */
  available: z.boolean(),
  /** Swiss QR-bill (CH/LI IBAN) or EPC QR code (EUR, IBAN of another SEPA country). */
  kind: z.enum(['swiss-qr-bill', 'epc']).nullable(),
  referenceType: z.enum(['QRR', 'SCOR']).nullable(),
  /** Fixed when the invoice was issued: a later change of the company's IBAN does not alter it. */
  reference: z.string().nullable(),
  /** The IBAN the invoice is paid to (fixed with the reference); null while none is fixed. */
  account: z.string().nullable(),
  /** The amount of the code: what is still unpaid, in cents. */
  amount: z.number().int(),
  /** For the office, in the request's language: why an EPC QR code stands instead of a QR-bill. */
  note: z.string().nullable(),
  problems: z.array(z.object({ code: z.enum(PAYMENT_CODE_PROBLEMS), message: z.string() })),
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
            'The invoice as a PDF (application/pdf) with its payment code when possible (Swiss QR-bill payment part, or EPC QR code): inline, or a download with download=1; lang=de|en',
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
            "Which payment code the invoice's PDF carries: the Swiss QR-bill for a CH/LI IBAN (QR or RF reference), the EPC QR code for EUR to an IBAN of another SEPA country, or none and why (no IBAN, country of the IBAN, currency, incomplete addresses, paid)",
          params: idParamsSchema,
          response: { 200: qrBillStatusSchema, 404: apiErrorSchema },
        },
      },
      (request) => invoiceQrBillStatus(deps, request.ctx, request.params.id, requestLanguage(request)),
    );
  };
}
