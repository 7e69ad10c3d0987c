import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import { sanitizeRichText } from '../documents/rich-text-sanitize.ts';
import { contractItemSchema, MAX_PRICE_LINES, percentSchema } from '../pricing/schemas.ts';
import { pricingIssues } from '../pricing/validation.ts';
import { workedHoursSchema } from '../pricing/worked-hours.ts';
import { INVOICE_STATES } from './invoice-totals.ts';

/**
 * An invoice as the office enters it (spec §3, pricing.md "Invoices"). The number is given by the
 * server (gapless per company); currency is the company's; total, paid and unpaid are computed.
 * Header and footer are rich text like the company's (sanitized on save) with the placeholders
 * gender_welcome, name and email (HEADER_FOOTER_PLACEHOLDERS; the server answers
 * error_placeholder_unknown for others).
 */
const invalid = { error: 'error_field_invalid' } as const;
const required = { error: 'error_field_required' } as const;

const richOrPlainText = z
  .string(invalid)
  .trim()
  .max(20_000, invalid)
  .nullish()
  .transform((value) => (value && /<\/?[a-zA-Z!]/.test(value) ? sanitizeRichText(value) : value) || null);

/** A calendar day, "YYYY-MM-DD" (dates of invoices and payments are days, not instants). */
export const daySchema = z.iso.date(required);

/**
 * The idempotency key of a creating request (one per opened form or per click of a create button):
 * a repeated request with the same key creates nothing new and answers the first result; the same key
 * with another request answers error_idempotency_key_reused (ADR 023).
 */
export const idempotencyKeySchema = z.string(invalid).trim().min(8, invalid).max(100, invalid);

/**
 * A job is invoiced once unless a further invoice is asked for (a deposit, then the rest): without
 * `another: true` a job that has an invoice answers error_contract_already_invoiced (409).
 */
const anotherSchema = z.boolean(invalid).default(false);

export const invoiceInputSchema = z
  .object({
    customerId: z.uuid(required),
    /** The contract invoiced; it must not be OPEN ('The Contract ( :id: ) is still Open'). */
    contractId: z
      .uuid(invalid)
      .nullish()
      .transform((v) => v ?? null),
    date: daySchema,
    dueDate: daySchema,
    header: richOrPlainText,
    footer: richOrPlainText,
    lines: z.array(contractItemSchema).min(1, required).max(MAX_PRICE_LINES, invalid),
    includeVat: z.boolean(invalid).default(false),
    /** Absent: the company's rate (copied from the contract when created from one). */
    vatRate: percentSchema.nullish().transform((v) => v ?? null),
    /** Creating only (ignored by a change): see `idempotencyKeySchema`. */
    idempotencyKey: idempotencyKeySchema.optional(),
    /** Linking a job that already has an invoice: see `anotherSchema`. */
    another: anotherSchema,
  })
  .superRefine((value, ctx) => {
    if (value.dueDate < value.date)
      ctx.addIssue({ code: 'custom', path: ['dueDate'], message: 'error_field_invalid' });
  })
  .superRefine(
    (value, ctx) => {
      // The pricing rules of contract items (a discount below zero, amounts too large) on the lines.
      for (const issue of pricingIssues({
        items: value.lines,
        includeVat: value.includeVat,
        vatRate: value.vatRate,
      })) {
        const path = issue.path[0] === 'items' ? ['lines', ...issue.path.slice(1)] : ['lines'];
        ctx.addIssue({ code: 'custom', path, message: issue.code });
      }
    },
    { when: (payload) => payload.issues.length === 0 },
  );
export type InvoiceInput = z.input<typeof invoiceInputSchema>;
export type InvoiceValues = z.output<typeof invoiceInputSchema>;

/** Creating from a contract: the lines come from the contract; dates may be given. */
export const invoiceFromContractSchema = z.object({
  date: daySchema.optional(),
  dueDate: daySchema.optional(),
  /** A further invoice for a job that has one already (the web app asks first). */
  another: anotherSchema,
  idempotencyKey: idempotencyKeySchema.optional(),
  /** An hourly job: what it actually took; the relocation is invoiced from these hours (never above a cost ceiling). */
  worked: workedHoursSchema.nullish(),
});
export type InvoiceFromContractInput = z.input<typeof invoiceFromContractSchema>;
export type InvoiceFromContractOutput = z.output<typeof invoiceFromContractSchema>;

/** Days from the invoice date to the due date when none is given. */
export const DEFAULT_PAYMENT_TERM_DAYS = 30;

const lineSchema = contractItemSchema;
const cents = z.number().int();

export const invoiceSchema = z.object({
  _id: z.string(),
  number: z.number().int(),
  customer: z.object({
    _id: z.string(),
    number: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    gender: z.string().nullable(),
  }),
  contract: z.object({ _id: z.string(), number: z.number().int() }).nullable(),
  date: z.string(),
  dueDate: z.string(),
  header: z.string().nullable(),
  footer: z.string().nullable(),
  lines: z.array(lineSchema),
  includeVat: z.boolean(),
  vatRate: z.number(),
  currency: z.enum(CURRENCIES),
  /** Each line's amount (null for text and subtotal) and the running sum, by index. */
  lineAmounts: z.array(z.object({ index: z.number().int(), amount: cents.nullable(), runningTotal: cents })),
  subtotal: cents,
  net: cents,
  vat: cents,
  rounding: cents,
  total: cents,
  paid: cents,
  unpaid: cents,
  state: z.enum(INVOICE_STATES),
  /** Payments exist: editing and deleting are refused (error_unpaid_not_zero) until they are removed. */
  locked: z.boolean(),
  /**
   * The price the customer accepted for the invoiced job (gross), or null without a job or an
   * acceptance. An invoice made from the job totals its high bound; lines the office adds make it
   * differ, and the invoice page says so.
   */
  acceptedPrice: z.object({ grossLow: cents, grossHigh: cents, currency: z.enum(CURRENCIES) }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceSummarySchema = invoiceSchema.pick({
  _id: true,
  number: true,
  customer: true,
  contract: true,
  date: true,
  dueDate: true,
  currency: true,
  total: true,
  paid: true,
  unpaid: true,
  state: true,
  createdAt: true,
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export { INVOICE_SORTS, type InvoiceListQuery, invoiceListQuerySchema } from './invoice-list-query.ts';

/**
 * The sums of the whole filtered list (not only the page), one per currency (ordered by currency):
 * amounts in CHF and EUR are never added together. Empty when the list is.
 */
export const invoiceSumsSchema = z.array(
  z.object({ currency: z.enum(CURRENCIES), total: cents, paid: cents, unpaid: cents }),
);
export const invoicePageSchema = z.object({
  items: z.array(invoiceSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  sums: invoiceSumsSchema,
});
export type InvoicePage = z.infer<typeof invoicePageSchema>;
