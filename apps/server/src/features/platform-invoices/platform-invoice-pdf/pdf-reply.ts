import { LANGUAGES } from '@maxer/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

export const pdfQuerySchema = z.object({
  download: z.enum(['1', 'true', '0', 'false'], { error: 'error_field_invalid' }).optional(),
  lang: z.enum(LANGUAGES, { error: 'error_field_invalid' }).optional(),
});

/** The PDF bytes inline, or as a download with download=1. */
export function sendPdf(
  reply: FastifyReply,
  pdf: { filename: string; content: Buffer },
  download: string | undefined,
) {
  const disposition = download === '1' || download === 'true' ? 'attachment' : 'inline';
  return reply
    .type('application/pdf')
    .header('content-disposition', `${disposition}; filename="${pdf.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf.content);
}
