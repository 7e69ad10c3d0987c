import {
  isLanguage,
  SYSTEM_EMAIL_SORTS,
  SYSTEM_EMAIL_TYPES,
  systemEmailListQuerySchema,
} from '@maxer/domain';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { SystemEmailNewSearch, SystemEmailsSearch } from '../features/system-emails/api.ts';
import { parseListSearch } from '../lib/list-search.ts';
import { companyRoute } from './company.ts';
import { assertRecordId } from './record-id.ts';

export const systemEmailsRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'system-emails',
  validateSearch: (search: Record<string, unknown>): SystemEmailsSearch =>
    parseListSearch(search, systemEmailListQuerySchema, SYSTEM_EMAIL_SORTS),
  component: lazyRouteComponent(
    () => import('../features/system-emails/pages/system-emails-page.tsx'),
    'SystemEmailsPage',
  ),
});

export const systemEmailNewRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'system-emails/new',
  validateSearch: (search: Record<string, unknown>): SystemEmailNewSearch => ({
    type: SYSTEM_EMAIL_TYPES.find((type) => type === search.type),
    language: isLanguage(search.language) ? search.language : undefined,
  }),
  component: lazyRouteComponent(
    () => import('../features/system-emails/pages/system-email-new-page.tsx'),
    'SystemEmailNewPage',
  ),
});

export const systemEmailEditRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'system-emails/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(
    () => import('../features/system-emails/pages/system-email-edit-page.tsx'),
    'SystemEmailEditPage',
  ),
});
