import type { LocationRewrite } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';

/**
 * A platform admin acting for a company (decision 038): the company's own pages, shown under
 * `/admin/company/{companyId}/…`. The router reads such an address as the company page behind it
 * (`/admin/company/{id}/customers` → `/customers`) and remembers the company here; while it is set, the
 * router writes every link to a company page back under the prefix, and the API client sends the
 * company's id as `x-company-id`.
 */
export const ACTING_BASE = '/admin/company';

/**
 * The first path segments of the company pages an admin may open for a company (spec §2's on-behalf
 * list; `my-company` holds the settings, services, questions, statuses and the AGB). Nothing else is
 * rewritten: `/admin/company/{id}/edit` stays the admin's own company form, and a link to any other
 * page (home, sign-in, profile, /admin) leaves the company.
 */
export const ON_BEHALF_SECTIONS = [
  'my-company',
  'customers',
  'contracts',
  'archive',
  'offers',
  'invoices',
  'payments',
  'vehicles',
  'items',
  'employees',
  'pdf-extra-info',
  'mail-templates',
  'system-emails',
  'active-sessions',
] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SECTIONS: ReadonlySet<string> = new Set(ON_BEHALF_SECTIONS);

/** Whether a company page's path (`/customers/new`) is one an admin may open for a company. */
export function isOnBehalfPath(path: string): boolean {
  const first = path.split('/')[1]?.toLowerCase() ?? '';
  return SECTIONS.has(first);
}

/**
 * The company and the company page behind an on-behalf path (without language prefix or query):
 * `/admin/company/{id}/customers/new` → `{ companyId, path: '/customers/new' }`; null for anything else.
 */
export function splitOnBehalfPath(path: string): { companyId: string; path: string } | null {
  const lower = path.toLowerCase();
  if (!lower.startsWith(`${ACTING_BASE}/`)) return null;
  const rest = path.slice(ACTING_BASE.length + 1);
  const slash = rest.indexOf('/');
  if (slash < 0) return null;
  const companyId = rest.slice(0, slash);
  const companyPath = rest.slice(slash);
  if (!UUID.test(companyId) || !isOnBehalfPath(companyPath)) return null;
  return { companyId: companyId.toLowerCase(), path: companyPath };
}

/** A company page's path as an admin acting for the company opens it. */
export function onBehalfPath(companyId: string, path: string): string {
  return `${ACTING_BASE}/${companyId}${path}`;
}

let actingCompanyId: string | null = null;
const listeners = new Set<() => void>();

/** The company the admin acts for on the page shown now (null: none, always for a company user). */
export function getActingCompanyId(): string | null {
  return actingCompanyId;
}

/** Set by the router as it reads an address; tests reset it. */
export function setActingCompanyId(companyId: string | null): void {
  if (companyId === actingCompanyId) return;
  actingCompanyId = companyId;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The company the admin acts for, for React. */
export function useActingCompanyId(): string | null {
  return useSyncExternalStore(subscribe, getActingCompanyId);
}

/**
 * The router's rewrite (after the language prefix is taken off, before it is put on): in, an on-behalf
 * address becomes its company page and names the acting company (any other address ends acting); out,
 * while acting, a company page gets the prefix back. Links in the company's pages stay as they are.
 */
export const actingRewrite: LocationRewrite = {
  input: ({ url }) => {
    const split = splitOnBehalfPath(url.pathname);
    setActingCompanyId(split?.companyId ?? null);
    if (!split) return undefined;
    url.pathname = split.path;
    return url;
  },
  output: ({ url }) => {
    const companyId = actingCompanyId;
    if (!companyId || !isOnBehalfPath(url.pathname)) return undefined;
    url.pathname = onBehalfPath(companyId, url.pathname);
    return url;
  },
};
