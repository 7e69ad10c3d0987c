import { z } from 'zod';
import { emailSchema } from '../auth.schemas.ts';
import { LANGUAGES } from '../i18n.ts';
import { emailEventSchema, mailMessageSchema } from './mail.schemas.ts';

const invalid = { error: 'error_field_invalid' } as const;

/** Sending an invoice to the customer by e-mail, its PDF attached (decisions.md "Invoices and payments"). */
export const invoiceSendSchema = z.object({
  /** The customer's e-mail by default. */
  recipient: emailSchema.nullish(),
  /** The language of the e-mail and of the attached PDF. */
  language: z.enum(LANGUAGES, invalid).default('de'),
  /** One of the company's mail templates for the subject and text; the built-in text without. */
  mailTemplateId: z.uuid(invalid).nullish(),
});
export type InvoiceSendInput = z.input<typeof invoiceSendSchema>;

/**
 * One e-mail of an invoice (the invoice itself, payment notices) for its sent-emails tab: the outbox
 * record, when the latest delivery event happened, and every delivery event, oldest first.
 */
export const invoiceMailSchema = mailMessageSchema.extend({
  lastEventAt: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() })),
  events: z.array(emailEventSchema),
});
export type InvoiceMail = z.infer<typeof invoiceMailSchema>;
