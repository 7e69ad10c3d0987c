import { MAIL_TEMPLATE_SORTS, mailTemplateListQuerySchema } from '@maxer/domain';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { MailTemplatesSearch } from '../features/mail-templates/api.ts';
import { parseListSearch } from '../lib/list-search.ts';
import { companyRoute } from './company.ts';
import { assertRecordId } from './record-id.ts';

export const mailTemplatesRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'mail-templates',
  validateSearch: (search: Record<string, unknown>): MailTemplatesSearch =>
    parseListSearch(search, mailTemplateListQuerySchema, MAIL_TEMPLATE_SORTS),
  component: lazyRouteComponent(
    () => import('../features/mail-templates/pages/mail-templates-page.tsx'),
    'MailTemplatesPage',
  ),
});

export const mailTemplateNewRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'mail-templates/new',
  component: lazyRouteComponent(
    () => import('../features/mail-templates/pages/mail-template-new-page.tsx'),
    'MailTemplateNewPage',
  ),
});

export const mailTemplateEditRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'mail-templates/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(
    () => import('../features/mail-templates/pages/mail-template-edit-page.tsx'),
    'MailTemplateEditPage',
  ),
});
