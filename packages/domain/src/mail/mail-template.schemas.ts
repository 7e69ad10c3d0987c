import { z } from 'zod';
import { sanitizeRichText } from '../documents/rich-text-sanitize.ts';
import { LANGUAGES } from '../i18n.ts';
import { unknownPlaceholders } from '../workspace/company.schemas.ts';

/**
 * Placeholders a mail template or system e-mail may use, written `{{name}}` (decisions.md "E-mail").
 * Anything else between double braces is refused on save, so a typo never reaches a customer.
 * `review_link` is the review link in a review request (reviews feature); elsewhere it stays empty. `total` (our
 * addition to the list) is the job's price now (`jobPrice`: every offered service, or the accepted price
 * after an acceptance), written as the company's documents write a range (`formatPriceRange` with its
 * `pdfRelocationPriceType`; a fixed price is one amount).
 * Decision (invoices by e-mail): `invoice_number` and `due_date` (also ours) fill in when a template
 * sends an invoice, where `total` is the invoice's total; in an offer e-mail they stay empty, like
 * `review_link`. One list for both keeps a template usable for either. `open_amount` (what is still to
 * pay: what the invoice's PDF and payment code ask for) and `paid_amount` (its payments) likewise: an
 * invoice e-mail asks for the open amount, not the total, once something is paid (ADR 018).
 */
export const MAIL_PLACEHOLDERS = [
  'gender_welcome',
  'name',
  'email',
  'contract_number',
  'offer_link',
  'valid_until',
  'company_name',
  'review_link',
  'total',
  'invoice_number',
  'due_date',
  'open_amount',
  'paid_amount',
] as const;
export type MailPlaceholder = (typeof MAIL_PLACEHOLDERS)[number];

/** The first unknown placeholder in any of the texts, as written (`{{nme}}`), or null. */
export function unknownMailPlaceholder(...texts: string[]): string | null {
  for (const text of texts) {
    const [unknown] = unknownPlaceholders(text, MAIL_PLACEHOLDERS);
    if (unknown) return `{{${unknown}}}`;
  }
  return null;
}

/** The longest body accepted (before sanitizing). */
export const MAIL_BODY_MAX = 50_000;

const title = z
  .string({ error: 'error_field_required' })
  .trim()
  .max(200, { error: 'error_field_invalid' })
  .min(1, { error: 'error_field_required' });

/** Rich text, sanitized to the domain's subset (rich-text-sanitize.ts): what is not allowed is dropped. */
const richBody = z
  .string({ error: 'error_field_required' })
  .max(MAIL_BODY_MAX, { error: 'error_field_invalid' })
  .transform((value) => sanitizeRichText(value))
  .refine((value) => value !== '', { error: 'error_field_required' });

/** A mail template: the subject (`title`) and body of an e-mail staff pick when sending an offer. */
export const mailTemplateInputSchema = z.object({ title, body: richBody });
export type MailTemplateInput = z.input<typeof mailTemplateInputSchema>;
export type MailTemplateValues = z.output<typeof mailTemplateInputSchema>;

export const mailTemplateSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** Sanitized HTML with `{{placeholders}}`. */
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MailTemplate = z.infer<typeof mailTemplateSchema>;

export { MAIL_TEMPLATE_SORTS, mailTemplateListQuerySchema } from './mail-template-list-query.ts';

const invalid = { error: 'error_field_invalid' } as const;

/**
 * Render a text (a saved template, or one being edited) for one of the company's contracts, as the
 * offer e-mail would show it. `validUntil` defaults to fourteen days from today.
 */
export const mailPreviewRequestSchema = z.object({
  contractId: z.uuid(invalid),
  language: z.enum(LANGUAGES, invalid).default('de'),
  validUntil: z.iso.date(invalid).optional(),
  title,
  body: richBody,
});
export type MailPreviewRequest = z.input<typeof mailPreviewRequestSchema>;

export const mailPreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type MailPreview = z.infer<typeof mailPreviewSchema>;
