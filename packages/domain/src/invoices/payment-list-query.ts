// The payment list's query, apart from the payment schemas: the web app's router reads it on every
// page, and the payment schemas bring the invoice schemas (and their rich-text sanitizer) along.
import { z } from 'zod';
import { PAYMENT_METHODS } from '../constants.ts';
import { listQuerySchema } from '../lists/list-query.ts';

const invalid = { error: 'error_field_invalid' } as const;

export const PAYMENT_SORTS = ['date', 'amount', 'createdAt'] as const;
export const paymentListQuerySchema = listQuerySchema(PAYMENT_SORTS, '-date').extend({
  method: z.enum(PAYMENT_METHODS, invalid).optional(),
  invoiceId: z.uuid(invalid).optional(),
  customerId: z.uuid(invalid).optional(),
  from: z.iso.date(invalid).optional(),
  to: z.iso.date(invalid).optional(),
});
export type PaymentListQuery = z.output<typeof paymentListQuerySchema>;
