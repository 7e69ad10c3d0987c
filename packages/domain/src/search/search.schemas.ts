import { z } from 'zod';

/** The kinds of record a company's global search (Ctrl+K) finds, in the order the results show them. */
export const SEARCH_KINDS = ['customers', 'contracts', 'invoices', 'offers'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** At most this many results per kind. */
export const SEARCH_GROUP_LIMIT = 5;
/** Text is searched from this many letters or digits in a row on (a trigram index needs 3). */
export const SEARCH_MIN_TEXT_LENGTH = 3;

/** `GET /api/search?q=…`: the company's own customers, jobs, invoices and offers. */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'error_field_required' })
    .trim()
    .min(1, { error: 'error_field_required' })
    .max(100, { error: 'error_field_invalid' }),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

export const searchItemSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  _id: z.string(),
  /** A customer's or person's name, an offer's recipient. */
  title: z.string(),
  /** A second line: e-mail and city, the cities of a job, the customer of an invoice. */
  detail: z.string().nullable(),
  /** The customer's, job's or invoice's number (an offer: its job's). */
  number: z.number().int().nullable(),
  /** The job an offer belongs to (its page shows the offer). */
  contractId: z.string().nullable(),
});
export type SearchItem = z.infer<typeof searchItemSchema>;

export const searchResultSchema = z.object({
  q: z.string(),
  groups: z.array(z.object({ kind: z.enum(SEARCH_KINDS), items: z.array(searchItemSchema) })),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
