import { isValidIban, isValidVatNumber, normalizeIban, normalizeVatNumber } from '@maxer/domain';
import { z } from 'zod';

/** An optional text; an empty value counts as unset. */
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max).optional(),
  );

/**
 * The platform's own creditor data for the invoices it sends its companies (issue 16; ADR 042).
 * Each variable is optional at start-up so a deployment that does not bill still starts; one that is
 * set must be valid (an IBAN that fails its check digits stops the start). Billing without the
 * required ones answers `error_platform_billing_not_configured` naming the missing variables.
 */
export const platformBillingEnv = {
  PLATFORM_BILLING_NAME: optionalText(70),
  PLATFORM_BILLING_STREET: optionalText(70),
  PLATFORM_BILLING_HOUSE_NUMBER: optionalText(16),
  PLATFORM_BILLING_POSTCODE: optionalText(16),
  PLATFORM_BILLING_TOWN: optionalText(35),
  PLATFORM_BILLING_COUNTRY: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .regex(/^[A-Z]{2}$/, 'an ISO 3166 country code of two capital letters, e.g. CH')
      .default('CH'),
  ),
  /** An IBAN or a QR-IBAN (then invoices carry QR references, else RF creditor references). */
  PLATFORM_BILLING_IBAN: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .refine(isValidIban, 'not a valid IBAN (country, length or check digits)')
      .transform(normalizeIban)
      .optional(),
  ),
  /** UID / VAT number, CHE-123.456.789 (check digit verified). */
  PLATFORM_BILLING_VAT_NUMBER: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .refine(isValidVatNumber, 'not a valid Swiss UID / VAT number (CHE-123.456.789)')
      .transform((value) => normalizeVatNumber(value) ?? value)
      .optional(),
  ),
  PLATFORM_BILLING_VAT_RATE: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number().min(0).max(99.99).default(8.1),
  ),
  PLATFORM_BILLING_PAYMENT_TERM_DAYS: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number().int().min(0).max(365).default(30),
  ),
};

const billingEnvSchema = z.object(platformBillingEnv);
type Env = z.output<typeof billingEnvSchema>;

export interface PlatformCreditor {
  name: string;
  street: string;
  houseNumber: string | null;
  postcode: string;
  town: string;
  country: string;
  iban: string;
  vatNumber: string | null;
}

/** The creditor when complete; otherwise `missing` names the variables still to set. */
export interface PlatformBilling {
  creditor: PlatformCreditor | null;
  missing: string[];
  vatRate: number;
  paymentTermDays: number;
}

const REQUIRED = [
  'PLATFORM_BILLING_NAME',
  'PLATFORM_BILLING_STREET',
  'PLATFORM_BILLING_POSTCODE',
  'PLATFORM_BILLING_TOWN',
  'PLATFORM_BILLING_IBAN',
] as const;

export function toPlatformBilling(env: Env): PlatformBilling {
  const missing = REQUIRED.filter((name) => !env[name]);
  const common = {
    vatRate: env.PLATFORM_BILLING_VAT_RATE,
    paymentTermDays: env.PLATFORM_BILLING_PAYMENT_TERM_DAYS,
  };
  if (missing.length > 0) return { creditor: null, missing, ...common };
  return {
    creditor: {
      name: env.PLATFORM_BILLING_NAME!,
      street: env.PLATFORM_BILLING_STREET!,
      houseNumber: env.PLATFORM_BILLING_HOUSE_NUMBER ?? null,
      postcode: env.PLATFORM_BILLING_POSTCODE!,
      town: env.PLATFORM_BILLING_TOWN!,
      country: env.PLATFORM_BILLING_COUNTRY,
      iban: env.PLATFORM_BILLING_IBAN!,
      vatNumber: env.PLATFORM_BILLING_VAT_NUMBER ?? null,
    },
    missing: [],
    ...common,
  };
}
