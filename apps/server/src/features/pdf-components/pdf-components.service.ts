import type { Page, PdfComponent, PdfComponentValues } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import {
  diff,
  recordActivity,
  recordedCreate,
  recordedDelete,
  recordedUpdate,
} from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import {
  deletePdfComponent,
  findPdfComponent,
  insertPdfComponent,
  listPdfComponents,
  type PdfComponentRow,
  pdfComponentPositions,
  setPdfComponentOrder,
  updatePdfComponent,
} from './pdf-components.repo.ts';

export interface PdfComponentsDeps {
  db: Db;
}

const ENTITY = 'pdf-component';

function toPdfComponent(row: PdfComponentRow): PdfComponent {
  const { id, createdAt, updatedAt, ...rest } = row;
  return { _id: id, ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

const editable = ({ title, content }: PdfComponentRow): PdfComponentValues => ({ title, content });

export async function listCompanyPdfComponents(
  deps: PdfComponentsDeps,
  ctx: RequestContext,
  query: Parameters<typeof listPdfComponents>[2],
): Promise<Page<PdfComponent>> {
  authorize(ctx, 'pdf-component:read');
  const { items, total } = await listPdfComponents(deps.db, companyOf(ctx), query);
  return { items: items.map(toPdfComponent), total, page: query.page, pageSize: query.pageSize };
}

export async function getPdfComponent(
  deps: PdfComponentsDeps,
  ctx: RequestContext,
  id: string,
): Promise<PdfComponent> {
  authorize(ctx, 'pdf-component:read');
  const row = await findPdfComponent(deps.db, companyOf(ctx), id);
  if (!row) throw notFound();
  return toPdfComponent(row);
}

export async function createPdfComponent(
  deps: PdfComponentsDeps,
  ctx: RequestContext,
  values: PdfComponentValues,
): Promise<PdfComponent> {
  authorize(ctx, 'pdf-component:write');
  const companyId = companyOf(ctx);
  const id = await recordedCreate({ db: deps.db, ctx, companyId, entityType: ENTITY }, values, (tx) =>
    insertPdfComponent(tx, { ...values, companyId }),
  );
  return getPdfComponent(deps, ctx, id);
}

export async function changePdfComponent(
  deps: PdfComponentsDeps,
  ctx: RequestContext,
  id: string,
  values: PdfComponentValues,
): Promise<PdfComponent> {
  authorize(ctx, 'pdf-component:write');
  const companyId = companyOf(ctx);
  await recordedUpdate(
    { db: deps.db, ctx, companyId, entityType: ENTITY },
    {
      id,
      find: (tx) => findPdfComponent(tx, companyId, id),
      editable,
      values,
      update: (tx) => updatePdfComponent(tx, companyId, id, values),
    },
  );
  return getPdfComponent(deps, ctx, id);
}

/** Reorder: the request names every component of the company exactly once, in the new order. */
export async function reorderPdfComponents(deps: PdfComponentsDeps, ctx: RequestContext, ids: string[]) {
  authorize(ctx, 'pdf-component:write');
  const companyId = companyOf(ctx);
  await deps.db.transaction(async (tx) => {
    const before = await pdfComponentPositions(tx, companyId);
    const complete =
      ids.length === before.size && new Set(ids).size === ids.length && ids.every((id) => before.has(id));
    if (!complete) throw new AppError('error_validation', { fields: { ids: 'error_field_invalid' } });
    await setPdfComponentOrder(tx, companyId, ids);
    // Each component that moved records its new place (an unchanged one records nothing).
    for (const [index, id] of ids.entries()) {
      await recordActivity(tx, ctx, companyId, {
        entityType: ENTITY,
        entityId: id,
        action: 'update',
        changes: diff({ position: before.get(id) }, { position: index }),
      });
    }
  });
}

export async function removePdfComponent(deps: PdfComponentsDeps, ctx: RequestContext, id: string) {
  authorize(ctx, 'pdf-component:write');
  const companyId = companyOf(ctx);
  await recordedDelete(
    { db: deps.db, ctx, companyId, entityType: ENTITY },
    {
      id,
      find: (tx) => findPdfComponent(tx, companyId, id),
      editable,
      remove: (tx) => deletePdfComponent(tx, companyId, id),
    },
  );
}
