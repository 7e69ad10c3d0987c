import { mailListQuerySchema } from '@maxer/domain';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { MailFailuresSearch } from '../features/mail/api.ts';
import { parseListSearch } from '../lib/list-search.ts';
import { companyRoute } from './company.ts';

export const mailFailuresRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'mail-failures',
  validateSearch: (search: Record<string, unknown>): MailFailuresSearch => {
    const { page, pageSize } = parseListSearch(search, mailListQuerySchema, []);
    return { ...(page ? { page } : {}), ...(pageSize ? { pageSize } : {}) };
  },
  component: lazyRouteComponent(
    () => import('../features/mail/pages/mail-failures-page.tsx'),
    'MailFailuresPage',
  ),
});
