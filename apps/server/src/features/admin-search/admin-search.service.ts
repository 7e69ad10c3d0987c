import {
  ADMIN_SEARCH_COUNT_CAP,
  ADMIN_SEARCH_KINDS,
  ADMIN_SEARCH_MIN_TEXT_LENGTH,
  type AdminSearchGroup,
  type AdminSearchQuery,
  type AdminSearchResult,
} from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { type SearchTerms, searchEverything } from './admin-search.repo.ts';

export interface AdminSearchDeps {
  db: Db;
}

/** Numbers are positive integers (PostgreSQL's int): longer runs of digits are only text. */
const NUMBER = /^\d{1,9}$/;
/** A trigram index narrows a LIKE down only when the term holds three letters or digits in a row. */
const TRIGRAM = new RegExp(`[\\p{L}\\p{N}]{${ADMIN_SEARCH_MIN_TEXT_LENGTH}}`, 'u');

/**
 * What a search term looks for: text of three letters or digits in a row through the trigram
 * indexes; a shorter term only at the start of company and user names; digits also as an exact
 * customer, contract or invoice number.
 */
export function searchTerms(q: string): { terms: SearchTerms; scope: AdminSearchResult['scope'] } {
  const number = NUMBER.test(q) ? Number(q) : null;
  if (TRIGRAM.test(q)) return { terms: { text: q, prefix: null, number }, scope: 'full' };
  return { terms: { text: null, prefix: q, number }, scope: 'short' };
}

/** The platform admin's search across every company (spec §2 "/admin/global-search"). */
export async function searchForAdmin(
  deps: AdminSearchDeps,
  ctx: RequestContext,
  query: AdminSearchQuery,
): Promise<AdminSearchResult> {
  authorize(ctx, 'platform:manage');
  const { terms, scope } = searchTerms(query.q);
  const rows = await searchEverything(deps.db, ADMIN_SEARCH_KINDS, terms);
  const groups: AdminSearchGroup[] = ADMIN_SEARCH_KINDS.map((kind) => {
    const found = rows.filter((row) => row.kind === kind);
    const matches = found[0]?.matches ?? 0;
    const cut = found[0]?.cut ?? false;
    return {
      kind,
      items: found.map((row) => ({
        kind,
        _id: row.id,
        companyId: row.company_id,
        companyName: row.company_name,
        title: row.title,
        detail: row.detail,
        number: row.number === null ? null : Number(row.number),
      })),
      total: Math.min(matches, ADMIN_SEARCH_COUNT_CAP),
      more: matches > ADMIN_SEARCH_COUNT_CAP || cut,
    };
  });
  return { q: query.q, scope, groups };
}
