import { z } from 'zod';
import { PAYMENT_METHODS } from '../constants.ts';
import { listQuerySchema } from '../lists/list-query.ts';

/**
 * The platform's own invoices to the companies that use Maxer ("Maxer invoices", spec §2 and §3
 * "Platform invoice"; issue 16). Stored statuses: OPEN (unpaid), PAID, CANCEL. "Overdue" is never
 * stored: an OPEN invoice whose due date has passed in Europe/Zurich (PLATFORM_TIME_ZONE).
 */
export const PLATFORM_INVOICE_STATUSES = ['OPEN', 'PAID', 'CANCEL'] as const;
export type PlatformInvoiceStatus = (typeof PLATFORM_INVOICE_STATUSES)[number];
/** What the list filters by: a stored status, or OVERDUE (OPEN and past its due date). */
export const PLATFORM_INVOICE_STATES = ['OPEN', 'OVERDUE', 'PAID', 'CANCEL'] as const;
export type PlatformInvoiceState = (typeof PLATFORM_INVOICE_STATES)[number];

const invalid = { error: 'error_field_invalid' } as const;
const required = { error: 'error_field_required' } as const;

/** A billing period: one calendar month, `YYYY-MM`. */
export const billingPeriodSchema = z.string(required).regex(/^\d{4}-(0[1-9]|1[0-2])$/, invalid);

/** The most one line may cost: CHF 1,000,000.00 a unit, in cents. */
export const PLATFORM_LINE_MAX_CENTS = 100_000_000;

export const platformInvoiceLineSchema = z.object({
  description: z.string(required).trim().min(1, required).max(200, invalid),
  /** Units (months, users …), up to three decimals. */
  quantity: z
    .number(required)
    .positive(invalid)
    .max(10_000, invalid)
    .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, invalid),
  unitPriceCents: z.number(required).int(invalid).min(0, invalid).max(PLATFORM_LINE_MAX_CENTS, invalid),
});
export type PlatformInvoiceLine = z.infer<typeof platformInvoiceLineSchema>;

const linesSchema = z.array(platformInvoiceLineSchema, invalid).min(1, required).max(50, invalid);

/**
 * A new invoice for one company: for a month (`period`, its lines then default to the company's
 * package at its monthly price) and/or with lines of its own (editable, e.g. a one-off fee).
 */
export const platformInvoiceCreateSchema = z.object({
  companyId: z.uuid(invalid),
  period: billingPeriodSchema.nullish().transform((value) => value ?? null),
  lines: linesSchema.nullish().transform((value) => value ?? null),
});
export type PlatformInvoiceCreate = z.output<typeof platformInvoiceCreateSchema>;

/** What may change while the invoice is OPEN: its lines and due date. */
export const platformInvoiceUpdateSchema = z.object({
  lines: linesSchema,
  dueDate: z.iso.date(invalid),
});
export type PlatformInvoiceUpdate = z.output<typeof platformInvoiceUpdateSchema>;

export const platformInvoicePaySchema = z.object({
  paidOn: z.iso.date(invalid),
  method: z.enum(PAYMENT_METHODS, invalid),
  note: z
    .string()
    .trim()
    .max(500, invalid)
    .nullish()
    .transform((value) => value || null),
});
export type PlatformInvoicePay = z.output<typeof platformInvoicePaySchema>;

export const platformInvoiceCancelSchema = z.object({
  reason: z.string(required).trim().min(1, required).max(500, invalid),
});

export const billingRunSchema = z.object({ period: billingPeriodSchema });
export const billingRunResultSchema = z.object({
  period: z.string(),
  /** Invoices made by this run. */
  created: z.number().int(),
  /** Companies already billed for the period (or on a free package): nothing made. */
  skipped: z.number().int(),
  /** Active companies with no package: nothing to bill. */
  withoutPackage: z.number().int(),
});
export type BillingRunResult = z.infer<typeof billingRunResultSchema>;

const addressSchema = z.object({
  street: z.string().nullable(),
  houseNumber: z.string().nullable(),
  postcode: z.string().nullable(),
  town: z.string().nullable(),
  country: z.string(),
});

export const platformInvoiceSchema = z.object({
  _id: z.string(),
  number: z.number().int(),
  company: z.object({ _id: z.string(), name: z.string(), address: addressSchema }),
  /** The month billed (`YYYY-MM`), null for an invoice made by hand without a period. */
  period: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  date: z.string(),
  dueDate: z.string(),
  lines: z.array(platformInvoiceLineSchema.extend({ amountCents: z.number().int() })),
  vatRate: z.number(),
  currency: z.literal('CHF'),
  netCents: z.number().int(),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
  status: z.enum(PLATFORM_INVOICE_STATUSES),
  /** OPEN and its due date passed (Europe/Zurich), computed when read. */
  overdue: z.boolean(),
  paymentIban: z.string(),
  paymentReference: z.string(),
  paid: z
    .object({
      on: z.string(),
      method: z.enum(PAYMENT_METHODS),
      note: z.string().nullable(),
      by: z.string().nullable(),
    })
    .nullable(),
  canceled: z.object({ at: z.string(), reason: z.string(), by: z.string().nullable() }).nullable(),
  createdAt: z.string(),
});
export type PlatformInvoice = z.infer<typeof platformInvoiceSchema>;

export const PLATFORM_INVOICE_SORTS = ['number', 'date', 'dueDate', 'totalCents', 'company'] as const;
export const platformInvoiceListQuerySchema = listQuerySchema(PLATFORM_INVOICE_SORTS, '-number').extend({
  companyId: z.uuid(invalid).optional(),
  status: z.enum(PLATFORM_INVOICE_STATES, invalid).optional(),
  period: billingPeriodSchema.optional(),
});
export type PlatformInvoiceListQuery = z.output<typeof platformInvoiceListQuerySchema>;

export const platformInvoiceSumsSchema = z.object({
  /** Σ total of the filtered list (canceled ones left out), cents. */
  totalCents: z.number().int(),
  /** Σ of its OPEN invoices, cents. */
  openCents: z.number().int(),
  /** Σ of its OPEN invoices past their due date, cents. */
  overdueCents: z.number().int(),
  /** Σ of its PAID invoices, cents. */
  paidCents: z.number().int(),
});

export const platformInvoicePageSchema = z.object({
  items: z.array(platformInvoiceSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  sums: platformInvoiceSumsSchema,
});
export type PlatformInvoicePage = z.infer<typeof platformInvoicePageSchema>;

/** The company's own list: no company filter. */
export const companyPlatformInvoiceListQuerySchema = platformInvoiceListQuerySchema.omit({ companyId: true });
export type CompanyPlatformInvoiceListQuery = z.output<typeof companyPlatformInvoiceListQuerySchema>;

/** Everything an owner needs to pay: the open invoices with amount, account and reference. */
export const platformInvoicePayInfoSchema = z.object({
  creditor: z.object({ name: z.string(), address: z.array(z.string()) }).nullable(),
  invoices: z.array(
    z.object({
      _id: z.string(),
      number: z.number().int(),
      date: z.string(),
      dueDate: z.string(),
      overdue: z.boolean(),
      amountCents: z.number().int(),
      iban: z.string(),
      reference: z.string(),
      referenceType: z.enum(['QRR', 'SCOR']),
    }),
  ),
  openCents: z.number().int(),
  overdueCount: z.number().int(),
});
export type PlatformInvoicePayInfo = z.infer<typeof platformInvoicePayInfoSchema>;
