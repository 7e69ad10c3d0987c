import { API_KEY_SORTS, apiKeyListQuerySchema } from '@maxer/domain';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ApiKeysSearch } from '../features/api-keys/api.ts';
import { parseListSearch } from '../lib/list-search.ts';
import { companyRoute } from './company.ts';
import { assertRecordId } from './record-id.ts';

/**
 * The company's own settings under /my-company; its catalogue (services, questions, statuses) has a
 * file each beside this one.
 */
export const companyPageRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'my-company',
  component: lazyRouteComponent(() => import('../features/company/pages/company-page.tsx'), 'CompanyPage'),
});

export const companyEditRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'my-company/edit',
  component: lazyRouteComponent(
    () => import('../features/company/pages/company-edit-page.tsx'),
    'CompanyEditPage',
  ),
});

export const companyAgbRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'my-company/agb',
  component: lazyRouteComponent(
    () => import('../features/company/pages/company-agb-page.tsx'),
    'CompanyAgbPage',
  ),
});

export const companyCalendarRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'my-company/calendar',
  component: lazyRouteComponent(() => import('./company-calendar-page.tsx'), 'CompanyCalendarRoutePage'),
});

/** The volume calculator's catalogue and crew rules (ADR 055). */
export const volumeCatalogueRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'my-company/volume',
  component: lazyRouteComponent(
    () => import('../features/volume/pages/volume-catalogue-page.tsx'),
    'VolumeCataloguePage',
  ),
});

/** The company's outbound webhooks (issue 19, ADR 053): endpoints, and each one's delivery log. */
export const companyWebhooksRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'my-company/webhooks',
  component: lazyRouteComponent(() => import('../features/webhooks/pages/webhooks-page.tsx'), 'WebhooksPage'),
});

export const companyWebhookDetailRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'my-company/webhooks/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(
    () => import('../features/webhooks/pages/webhook-detail-page.tsx'),
    'WebhookDetailPage',
  ),
});

/** The company's API keys (issue 19): the owner's, like its settings. */
export const companyApiKeysRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'my-company/api-keys',
  validateSearch: (search: Record<string, unknown>): ApiKeysSearch =>
    parseListSearch(search, apiKeyListQuerySchema, API_KEY_SORTS),
  component: lazyRouteComponent(() => import('../features/api-keys/pages/api-keys-page.tsx'), 'ApiKeysPage'),
});
