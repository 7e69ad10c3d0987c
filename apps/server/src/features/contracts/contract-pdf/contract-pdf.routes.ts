import { LANGUAGES } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../../platform/language.ts';
import { idParamsSchema } from '../../../platform/schemas.ts';
import type { Authenticate } from '../../../platform/types.ts';
import { type ContractPdfDeps, contractPdf } from './contract-pdf.service.ts';

const tags = ['documents'];

export const documentQuerySchema = z.object({
  /** 1 or true: a download (attachment); otherwise the PDF opens in the browser (inline). */
  download: z.enum(['0', '1', 'true', 'false'], { error: 'error_field_invalid' }).optional(),
  /** The document's language; the request's language when absent. */
  lang: z.enum(LANGUAGES, { error: 'error_field_invalid' }).optional(),
});

/** Documents rendered from the company's data: the contract (offer) PDF. */
export function contractPdfRoutes(
  deps: ContractPdfDeps & { authenticate: Authenticate },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    app.get(
      '/api/contracts/:id/pdf',
      {
        schema: {
          operationId: 'getContractPdf',
          tags,
          summary:
            'The contract as an offer PDF (application/pdf): inline, or a download with download=1; lang=de|en',
          description:
            'Answers the PDF bytes with Content-Disposition inline or attachment (filename "Offerte-<number>.pdf"); ' +
            "404 with the error body for a missing contract or another company's.",
          params: idParamsSchema,
          querystring: documentQuerySchema,
        },
      },
      async (request, reply) => {
        const { download, lang } = request.query;
        const pdf = await contractPdf(deps, request.ctx, request.params.id, lang ?? requestLanguage(request));
        const disposition = download === '1' || download === 'true' ? 'attachment' : 'inline';
        return reply
          .type('application/pdf')
          .header('content-disposition', `${disposition}; filename="${pdf.filename}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf.content);
      },
    );
  };
}
