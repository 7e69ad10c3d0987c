import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { companyRoute } from './company.ts';
import { assertRecordId } from './record-id.ts';

export const contractQuestionsRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'my-company/contract-questions',
  component: lazyRouteComponent(
    () => import('../features/contract-questions/pages/contract-questions-page.tsx'),
    'ContractQuestionsPage',
  ),
});

export const contractQuestionNewRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'my-company/contract-questions/new',
  component: lazyRouteComponent(
    () => import('../features/contract-questions/pages/question-new-page.tsx'),
    'QuestionNewPage',
  ),
});

export const contractQuestionDetailRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'my-company/contract-questions/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(
    () => import('../features/contract-questions/pages/question-detail-page.tsx'),
    'QuestionDetailPage',
  ),
});

/**
 * Questions cannot be changed after creation, only deleted and reordered (spec §5): the edit address
 * shows the detail with a note saying so (docs/decisions/008-immutable-records-edit-address.md).
 */
export const contractQuestionEditRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'my-company/contract-questions/edit/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(
    () => import('../features/contract-questions/pages/question-edit-page.tsx'),
    'QuestionEditPage',
  ),
});
