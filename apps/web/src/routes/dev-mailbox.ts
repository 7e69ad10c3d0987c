import { mailListQuerySchema } from '@maxer/domain';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { MailboxSearch } from '../features/dev-mailbox/api.ts';
import { parseListSearch } from '../lib/list-search.ts';
import { companyRoute } from './company.ts';
import { assertRecordId } from './record-id.ts';

export const devMailboxRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'dev-mailbox',
  validateSearch: (search: Record<string, unknown>): MailboxSearch => {
    const { page, pageSize } = parseListSearch(search, mailListQuerySchema, []);
    return { ...(page ? { page } : {}), ...(pageSize ? { pageSize } : {}) };
  },
  component: lazyRouteComponent(
    () => import('../features/dev-mailbox/pages/dev-mailbox-page.tsx'),
    'DevMailboxPage',
  ),
});

export const devMailboxMessageRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'dev-mailbox/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(
    () => import('../features/dev-mailbox/pages/dev-mailbox-message-page.tsx'),
    'DevMailboxMessagePage',
  ),
});
