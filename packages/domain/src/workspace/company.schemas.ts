import { z } from 'zod';
import {
  checkPostcode,
  postalAddressInputShape,
  postalAddressShape,
} from '../addresses/postal-address.schemas.ts';
import { CURRENCIES, PDF_RELOCATION_PRICE_TYPES } from '../constants.ts';
import { sanitizeRichText } from '../documents/rich-text-sanitize.ts';
import { isValidIban, normalizeIban } from '../iban.ts';
import { isValidVatNumber, normalizeVatNumber } from '../vat-number.ts';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'error_field_invalid' })
    .nullish()
    .transform((value) => value || null);
/**
 * Header and footer: rich text (documents/rich-text-sanitize.ts), sanitized on save as PDF components are, so
 * only the allowed HTML is ever stored. Text without tags (saved before the editor, or sent by an API
 * client) stays plain text: the PDF reads it as paragraphs, and escaping it would print "&amp;".
 */
const richOrPlainText = (max: number) =>
  optionalText(max).transform((value) =>
    value && /<\/?[a-zA-Z!]/.test(value) ? sanitizeRichText(value) || null : value,
  );
const optionalUrl = z
  .string()
  .trim()
  .max(500)
  .pipe(z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'error_field_invalid' })]))
  .nullish()
  .transform((value) => value || null);
const color = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'error_field_invalid' })
  .transform((value) => value.toLowerCase())
  .nullish()
  .transform((value) => value ?? null);

/**
 * A company name: 2 to 120 characters with at least one letter, and no control characters or angle
 * brackets (it is printed on documents and in e-mails).
 */
export const companyNameSchema = z
  .string()
  .trim()
  .min(2, { error: 'error_company_name_invalid' })
  .max(120, { error: 'error_company_name_invalid' })
  .refine((value) => /\p{L}/u.test(value) && !/[<>\p{Cc}]/u.test(value), {
    error: 'error_company_name_invalid',
  });

/** Time zones the platform knows (IANA names). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The settings a company changes itself (package and active flag are the platform's). */
/** The settings' fields, unrefined: other schemas pick from it (a refined object cannot be picked from). */
export const companyUpdateFieldsSchema = z.object({
  name: companyNameSchema,
  website: optionalUrl,
  frontendUrl: optionalUrl,
  backgroundColor: color,
  textColor: color,
  header: richOrPlainText(20_000),
  footer: richOrPlainText(20_000),
  iban: z
    .string()
    .nullish()
    .transform((value) => (value ? normalizeIban(value) : null))
    .refine((value) => value === null || isValidIban(value), { error: 'error_iban_invalid' }),
  /**
   * The UID, which is the VAT number (`CHE-123.456.789`, check digit verified), printed on invoices and
   * offers. Left out by a client that does not know it: the stored one stays; empty removes it.
   */
  vatNumber: z
    .string()
    .trim()
    .max(40, { error: 'error_vat_number_invalid' })
    .nullish()
    .refine((value) => !value || isValidVatNumber(value), { error: 'error_vat_number_invalid' })
    .transform((value) => (value === undefined ? undefined : value ? normalizeVatNumber(value) : null)),
  pdfAccentColor: color,
  pdfRelocationPriceType: z.enum(PDF_RELOCATION_PRICE_TYPES, { error: 'error_field_invalid' }),
  contractNumberStart: z.number({ error: 'error_field_invalid' }).int().min(1).max(999_999_999),
  customerNumberStart: z.number({ error: 'error_field_invalid' }).int().min(1).max(999_999_999),
  /** The first invoice number; left out by a client that does not know it: the stored one stays. */
  invoiceNumberStart: z.number({ error: 'error_field_invalid' }).int().min(1).max(999_999_999).optional(),
  allowedLoginCountries: z
    .array(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, { error: 'error_field_invalid' }),
    )
    .max(250)
    .default([])
    .transform((codes) => [...new Set(codes)].sort()),
  hideRejectOfferButton: z.boolean().default(false),
  vatRate: z
    .number({ error: 'error_field_invalid' })
    .min(0)
    .max(99.99)
    .multipleOf(0.01, { error: 'error_field_invalid' }),
  currency: z.enum(CURRENCIES, { error: 'error_field_invalid' }),
  timeZone: z.string().refine(isTimeZone, { error: 'error_field_invalid' }),
  /** Optional postal address (decision 014): the creditor on the invoices' QR-bill. */
  ...postalAddressInputShape,
});

/** The company settings: the postcode fits the country, as a customer's does (issue 15, item 12). */
export const companyUpdateSchema = companyUpdateFieldsSchema.superRefine(checkPostcode);
export type CompanyUpdateInput = z.input<typeof companyUpdateSchema>;

export const companySchema = z.object({
  _id: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  frontendUrl: z.string().nullable(),
  hasLogo: z.boolean(),
  backgroundColor: z.string().nullable(),
  textColor: z.string().nullable(),
  header: z.string().nullable(),
  footer: z.string().nullable(),
  hasAgb: z.boolean(),
  iban: z.string().nullable(),
  isQrIban: z.boolean(),
  vatNumber: z.string().nullable(),
  pdfAccentColor: z.string().nullable(),
  pdfRelocationPriceType: z.enum(PDF_RELOCATION_PRICE_TYPES),
  contractNumberStart: z.number().int(),
  customerNumberStart: z.number().int(),
  invoiceNumberStart: z.number().int(),
  allowedLoginCountries: z.array(z.string()),
  hideRejectOfferButton: z.boolean(),
  vatRate: z.number(),
  currency: z.enum(CURRENCIES),
  timeZone: z.string(),
  ...postalAddressShape,
  active: z.boolean(),
  package: z.object({ _id: z.string(), name: z.string() }).nullable(),
  updatedAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;

/** Header and footer accept these placeholders only (spec §5). */
export const HEADER_FOOTER_PLACEHOLDERS = ['gender_welcome', 'name', 'email'] as const;

/** Placeholders `{{name}}` in a text that are not in `allowed`. */
export function unknownPlaceholders(text: string, allowed: readonly string[]): string[] {
  const found = [...text.matchAll(/\{\{\s*([\w.-]+)\s*\}\}/g)].map((match) => match[1]!);
  return [...new Set(found.filter((name) => !allowed.includes(name)))];
}
