import { z } from 'zod';
import { CURRENCIES, PAYMENT_METHODS } from '../constants.ts';
import { MAX_PRICE_CENTS } from '../workspace/item.schemas.ts';
import { daySchema, idempotencyKeySchema } from './invoice.schemas.ts';

/**
 * A payment on an invoice (spec §3). The amount is integer cents, more than zero ('The Amount Should
 * be more then Zero'); not more than the unpaid amount is the server's check
 * (error_payment_more_then_invoice_amount), under a lock on the invoice. The idempotency key comes
 * from the form (one per opened form): a repeated submission with the same key records nothing new.
 */
const invalid = { error: 'error_field_invalid' } as const;
const notPositive = { error: 'error_amount_not_positive' } as const;

export const paymentInputSchema = z.object({
  amount: z.number(notPositive).int(invalid).min(1, notPositive).max(MAX_PRICE_CENTS, invalid),
  method: z.enum(PAYMENT_METHODS, { error: 'error_field_required' }),
  date: daySchema,
  notes: z
    .string(invalid)
    .trim()
    .max(2000, invalid)
    .nullish()
    .transform((v) => v || null),
  /** Send the customer an e-mail with the new balance. */
  notifyCustomer: z.boolean(invalid).default(false),
  idempotencyKey: idempotencyKeySchema,
});
export type PaymentInput = z.input<typeof paymentInputSchema>;
export type PaymentValues = z.output<typeof paymentInputSchema>;

export const paymentSchema = z.object({
  _id: z.string(),
  invoice: z.object({ _id: z.string(), number: z.number().int() }),
  customer: z.object({ _id: z.string(), name: z.string() }),
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  method: z.enum(PAYMENT_METHODS),
  date: z.string(),
  notes: z.string().nullable(),
  notifyCustomer: z.boolean(),
  /** The bank's reference of the booking a bank statement import recorded it from (AcctSvcrRef). */
  bankReference: z.string().nullable(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export { PAYMENT_SORTS, type PaymentListQuery, paymentListQuerySchema } from './payment-list-query.ts';
