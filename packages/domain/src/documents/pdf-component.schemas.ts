import { z } from 'zod';
import { listQuerySchema } from '../lists/list-query.ts';
import { sanitizeRichText } from './rich-text-sanitize.ts';

export {
  plainTextBlocks,
  type RichBlock,
  type RichRun,
  richTextBlocks,
  richTextPlain,
} from './rich-text-blocks.ts';
export { sanitizeRichText } from './rich-text-sanitize.ts';

/** The longest rich content accepted (before sanitizing). */
export const PDF_COMPONENT_CONTENT_MAX = 50_000;

/**
 * A PDF component ("PDF extra info"): a titled block of rich text the company places on its documents,
 * in the order it sets. The content is sanitized HTML (rich-text-sanitize.ts); what is not allowed is dropped.
 */
export const pdfComponentInputSchema = z.object({
  title: z
    .string({ error: 'error_field_required' })
    .trim()
    .max(200, { error: 'error_field_invalid' })
    .min(1, { error: 'error_field_required' }),
  content: z
    .string({ error: 'error_field_invalid' })
    .max(PDF_COMPONENT_CONTENT_MAX, { error: 'error_field_invalid' })
    .nullish()
    .transform((value) => sanitizeRichText(value ?? '')),
});
export type PdfComponentInput = z.input<typeof pdfComponentInputSchema>;
export type PdfComponentValues = z.output<typeof pdfComponentInputSchema>;

export const pdfComponentSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** Sanitized HTML: p, br, strong, em, u, ul, ol, li, h3, h4, a[href]. */
  content: z.string(),
  /** Its place on documents, 0 first. */
  position: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PdfComponent = z.infer<typeof pdfComponentSchema>;

export const PDF_COMPONENT_SORTS = ['position', 'title', 'createdAt'] as const;
export const pdfComponentListQuerySchema = listQuerySchema(PDF_COMPONENT_SORTS, 'position');

/** The new order of all the company's components, first to last (every id once). */
export const pdfComponentOrderSchema = z.object({
  ids: z
    .array(z.uuid({ error: 'error_field_invalid' }))
    .min(1)
    .max(500),
});
