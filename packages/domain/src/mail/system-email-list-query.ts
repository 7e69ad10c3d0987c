// The system e-mail list's query and the e-mail types, apart from the system e-mail schemas: the web
// app's router reads them on every page, and the schemas' rich-text sanitizer would come along.
import { z } from 'zod';
import { listQuerySchema } from '../lists/list-query.ts';

/** Automatic e-mails a company can word itself (spec §3). */
export const SYSTEM_EMAIL_TYPES = [
  'ACCEPT_OFFER',
  'REVIEW_REQUEST',
  'INQUIRY_RECEIVED',
  'OFFER_REMINDER',
] as const;
export type SystemEmailType = (typeof SYSTEM_EMAIL_TYPES)[number];

/** The type as the specification writes it, also in lower case (`accept_offer`). */
export const systemEmailTypeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.enum(SYSTEM_EMAIL_TYPES, { error: 'error_field_required' }),
);

export const SYSTEM_EMAIL_SORTS = ['type', 'title', 'createdAt'] as const;
export const systemEmailListQuerySchema = listQuerySchema(SYSTEM_EMAIL_SORTS, 'type').extend({
  type: systemEmailTypeSchema.optional(),
});
