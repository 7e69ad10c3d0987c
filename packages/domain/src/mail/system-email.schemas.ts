import { z } from 'zod';
import { sanitizeRichText } from '../documents/rich-text-sanitize.ts';
import { LANGUAGES } from '../i18n.ts';
import { MAIL_BODY_MAX } from './mail-template.schemas.ts';
import { SYSTEM_EMAIL_TYPES, systemEmailTypeSchema } from './system-email-list-query.ts';

export {
  SYSTEM_EMAIL_SORTS,
  SYSTEM_EMAIL_TYPES,
  type SystemEmailType,
  systemEmailListQuerySchema,
  systemEmailTypeSchema,
} from './system-email-list-query.ts';

const invalid = { error: 'error_field_invalid' } as const;

/**
 * A company's own text for an automatic e-mail: one per type and language, because each offer goes
 * out in German or English and its confirmation follows in the same language. Where the company has
 * none, the built-in text of that language is sent.
 */
export const systemEmailInputSchema = z.object({
  type: systemEmailTypeSchema,
  language: z.enum(LANGUAGES, invalid),
  title: z
    .string({ error: 'error_field_required' })
    .trim()
    .max(200, invalid)
    .min(1, { error: 'error_field_required' }),
  content: z
    .string({ error: 'error_field_required' })
    .max(MAIL_BODY_MAX, invalid)
    .transform((value) => sanitizeRichText(value))
    .refine((value) => value !== '', { error: 'error_field_required' }),
});
export type SystemEmailInput = z.input<typeof systemEmailInputSchema>;
export type SystemEmailValues = z.output<typeof systemEmailInputSchema>;

export const systemEmailSchema = z.object({
  _id: z.string(),
  type: z.enum(SYSTEM_EMAIL_TYPES),
  language: z.enum(LANGUAGES),
  title: z.string(),
  /** Sanitized HTML with `{{placeholders}}`. */
  content: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SystemEmail = z.infer<typeof systemEmailSchema>;

/** What a type sends when the company has written nothing: the built-in text, per language. */
export const systemEmailDefaultSchema = z.object({
  type: z.enum(SYSTEM_EMAIL_TYPES),
  language: z.enum(LANGUAGES),
  title: z.string(),
  content: z.string(),
});
export type SystemEmailDefault = z.infer<typeof systemEmailDefaultSchema>;

/**
 * Render a system e-mail's text (saved or being edited) as its type sends it, filled with one of the
 * company's contracts, or without one with example values. The answer is `mailPreviewSchema`.
 */
export const systemEmailPreviewRequestSchema = systemEmailInputSchema.extend({
  contractId: z.uuid(invalid).optional(),
});
export type SystemEmailPreviewRequest = z.input<typeof systemEmailPreviewRequestSchema>;
