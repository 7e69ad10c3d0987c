import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { companyRoute } from './company.ts';
import { assertRecordId } from './record-id.ts';

/** PDF components ("PDF extra info", spec §2 `/pdf-extra-info`): list in document order, new, detail, edit. */
export const pdfComponentsRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'pdf-extra-info',
  component: lazyRouteComponent(
    () => import('../features/pdf-components/pages/pdf-components-page.tsx'),
    'PdfComponentsPage',
  ),
});

export const pdfComponentNewRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'pdf-extra-info/new',
  component: lazyRouteComponent(
    () => import('../features/pdf-components/pages/pdf-component-new-page.tsx'),
    'PdfComponentNewPage',
  ),
});

export const pdfComponentDetailRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'pdf-extra-info/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(
    () => import('../features/pdf-components/pages/pdf-component-detail-page.tsx'),
    'PdfComponentDetailPage',
  ),
});

export const pdfComponentEditRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'pdf-extra-info/edit/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(
    () => import('../features/pdf-components/pages/pdf-component-edit-page.tsx'),
    'PdfComponentEditPage',
  ),
});
