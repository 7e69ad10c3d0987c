// The invoice list's query, apart from the invoice schemas: the web app's router reads it on every
// page, and the schemas' rich-text sanitizer would come along with them.
import { z } from 'zod';
import { listQuerySchema } from '../lists/list-query.ts';
import { INVOICE_STATES } from './invoice-totals.ts';

const invalid = { error: 'error_field_invalid' } as const;

export const INVOICE_SORTS = ['number', 'date', 'dueDate', 'total', 'unpaid'] as const;
export const invoiceListQuerySchema = listQuerySchema(INVOICE_SORTS, '-number').extend({
  state: z.enum(INVOICE_STATES, invalid).optional(),
  customerId: z.uuid(invalid).optional(),
  contractId: z.uuid(invalid).optional(),
  /** Invoice date range, whole days, inclusive. */
  from: z.iso.date(invalid).optional(),
  to: z.iso.date(invalid).optional(),
});
export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;
