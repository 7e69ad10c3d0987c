import { CONTRACT_STATUS_SORTS } from '@maxer/domain';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ContractStatusesSearch } from '../features/contract-statuses/api.ts';
import { parseListSearch } from '../lib/list-search.ts';
import { companyRoute } from './company.ts';

/** The company's own settings and catalogue under /my-company. */
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

export const servicesRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'my-company/services',
  component: lazyRouteComponent(() => import('../features/services/pages/services-page.tsx'), 'ServicesPage'),
});

export const contractQuestionsRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'my-company/contract-questions',
  component: lazyRouteComponent(
    () => import('../features/contract-questions/pages/contract-questions-page.tsx'),
    'ContractQuestionsPage',
  ),
});

export const contractStatusesRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'my-company/custom-contract-status',
  validateSearch: (search: Record<string, unknown>): ContractStatusesSearch =>
    parseListSearch(search, CONTRACT_STATUS_SORTS),
  component: lazyRouteComponent(
    () => import('../features/contract-statuses/pages/contract-statuses-page.tsx'),
    'ContractStatusesPage',
  ),
});
