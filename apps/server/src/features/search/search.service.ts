import { SEARCH_KINDS, SEARCH_MIN_TEXT_LENGTH, type SearchQuery, type SearchResult } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { type SearchTerms, searchCompany } from './search.repo.ts';

export interface SearchDeps {
  db: Db;
}

/** Numbers are positive integers (PostgreSQL's int): longer runs of digits are only text. */
const NUMBER = /^#?\d{1,9}$/;
/** A trigram index narrows a LIKE down only when the term holds three letters or digits in a row. */
const TRIGRAM = new RegExp(`[\\p{L}\\p{N}]{${SEARCH_MIN_TEXT_LENGTH}}`, 'u');

/** What a term looks for: text of three letters or digits in a row; digits also as a number. */
export function searchTerms(q: string): SearchTerms {
  const number = NUMBER.test(q) ? Number(q.replace('#', '')) : null;
  return { text: TRIGRAM.test(q) ? q : null, number };
}

/**
 * The company's global search (Ctrl+K): customers (name, company, e-mail, phone, city, number), jobs
 * (number, customer, cities), invoices (number, customer), offers (recipient, job number). Only the
 * company's own records; reading customers is the permission (every role that searches reads them).
 */
export async function searchForCompany(
  deps: SearchDeps,
  ctx: RequestContext,
  query: SearchQuery,
): Promise<SearchResult> {
  authorize(ctx, 'customer:read');
  const rows = await searchCompany(deps.db, companyOf(ctx), searchTerms(query.q));
  return {
    q: query.q,
    groups: SEARCH_KINDS.map((kind) => ({
      kind,
      items: rows
        .filter((row) => row.kind === kind)
        .map((row) => ({
          kind,
          _id: row.id,
          title: row.title,
          detail: row.detail,
          number: row.number === null ? null : Number(row.number),
          contractId: row.contract_id,
        })),
    })),
  };
}
