import { z } from 'zod';

/** The kinds of record the platform admin's global search finds, in the order the results show them. */
export const ADMIN_SEARCH_KINDS = [
  'companies',
  'users',
  'customers',
  'contracts',
  'offers',
  'invoices',
] as const;
export type AdminSearchKind = (typeof ADMIN_SEARCH_KINDS)[number];

/** At most this many results per kind. */
export const ADMIN_SEARCH_GROUP_LIMIT = 6;
/** Matches are counted up to this many per kind; beyond, the count says "more than". */
export const ADMIN_SEARCH_COUNT_CAP = 100;
/** Shorter text searches look only at the start of company and user names (a trigram needs 3). */
export const ADMIN_SEARCH_MIN_TEXT_LENGTH = 3;

/** `GET /api/admin/search?q=…`: one search box across every company (spec §2 "/admin/global-search"). */
export const adminSearchQuerySchema = z.object({
  q: z
    .string({ error: 'error_field_required' })
    .trim()
    .min(1, { error: 'error_field_required' })
    .max(100, { error: 'error_field_invalid' }),
});
export type AdminSearchQuery = z.output<typeof adminSearchQuerySchema>;

/** One found record, with the company it belongs to (the on-behalf page to open). */
export const adminSearchItemSchema = z.object({
  kind: z.enum(ADMIN_SEARCH_KINDS),
  _id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  /** What the result is called: a company's or person's name, an offer's recipient. */
  title: z.string(),
  /** A second line: city, e-mail, customer. */
  detail: z.string().nullable(),
  /** The customer's, contract's or invoice's number (an offer: its contract's). */
  number: z.number().int().nullable(),
});
export type AdminSearchItem = z.infer<typeof adminSearchItemSchema>;

export const adminSearchGroupSchema = z.object({
  kind: z.enum(ADMIN_SEARCH_KINDS),
  items: z.array(adminSearchItemSchema),
  /** Matches of this kind, counted up to ADMIN_SEARCH_COUNT_CAP. */
  total: z.number().int(),
  /** True when there are more matches than `total` says (the count stopped at the cap). */
  more: z.boolean(),
});
export type AdminSearchGroup = z.infer<typeof adminSearchGroupSchema>;

export const adminSearchResultSchema = z.object({
  q: z.string(),
  /**
   * 'full': every kind searched; 'short': a text of 1–2 characters, matched at the start of company
   * and user names only (and as a number, if it is one).
   */
  scope: z.enum(['full', 'short']),
  groups: z.array(adminSearchGroupSchema),
});
export type AdminSearchResult = z.infer<typeof adminSearchResultSchema>;
