import type { Page, Service, ServiceTreeItem, serviceInputSchema } from '@maxer/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { diff, recordActivity } from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import {
  allServices,
  deleteService,
  findService,
  insertService,
  listServices,
  type ServiceRow,
} from './services.repo.ts';

export interface ServicesDeps {
  db: Db;
}

const ENTITY = 'service';

function toService({ id, createdAt, ...rest }: ServiceRow): Service {
  return { _id: id, ...rest, createdAt: createdAt.toISOString() };
}

export async function listCompanyServices(
  deps: ServicesDeps,
  ctx: RequestContext,
  query: Parameters<typeof listServices>[2],
): Promise<Page<Service>> {
  authorize(ctx, 'service:read');
  const { items, total } = await listServices(deps.db, companyOf(ctx), query);
  return { items: items.map(toService), total, page: query.page, pageSize: query.pageSize };
}

export async function serviceTree(deps: ServicesDeps, ctx: RequestContext): Promise<ServiceTreeItem[]> {
  authorize(ctx, 'service:read');
  const rows = (await allServices(deps.db, companyOf(ctx))).map(toService);
  const children = new Map<string | null, Service[]>();
  for (const service of rows) {
    const siblings = children.get(service.parentId) ?? [];
    siblings.push(service);
    children.set(service.parentId, siblings);
  }
  const ordered: ServiceTreeItem[] = [];
  const visit = (parentId: string | null, depth: number) => {
    for (const service of children.get(parentId) ?? []) {
      ordered.push({ ...service, depth });
      visit(service._id, depth + 1);
    }
  };
  visit(null, 0);
  return ordered;
}

export async function getService(deps: ServicesDeps, ctx: RequestContext, id: string): Promise<Service> {
  authorize(ctx, 'service:read');
  const row = await findService(deps.db, companyOf(ctx), id);
  if (!row) throw notFound();
  return toService(row);
}

export async function createService(
  deps: ServicesDeps,
  ctx: RequestContext,
  values: z.output<typeof serviceInputSchema>,
): Promise<Service> {
  authorize(ctx, 'service:write');
  const companyId = companyOf(ctx);
  const id = await deps.db.transaction(async (tx) => {
    // A parent must be one of this company's services; another company's id reads as unknown.
    if (values.parentId && !(await findService(tx, companyId, values.parentId))) {
      throw new AppError('error_validation', { fields: { parentId: 'error_field_invalid' } });
    }
    const serviceId = await insertService(tx, { companyId, ...values });
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: serviceId,
      action: 'create',
      changes: diff(null, values),
    });
    return serviceId;
  });
  return getService(deps, ctx, id);
}

/** Services are not edited after creation (spec §5): the answer says so. */
export async function refuseServiceEdit(deps: ServicesDeps, ctx: RequestContext, id: string): Promise<never> {
  authorize(ctx, 'service:write');
  if (!(await findService(deps.db, companyOf(ctx), id))) throw notFound();
  throw new AppError('error_not_editable_after_creation');
}

/** Deleting a service deletes its sub-services; contracts keep what they recorded of it. */
export async function removeService(deps: ServicesDeps, ctx: RequestContext, id: string) {
  authorize(ctx, 'service:write');
  const companyId = companyOf(ctx);
  await deps.db.transaction(async (tx) => {
    const before = await findService(tx, companyId, id);
    if (!before) throw notFound();
    await deleteService(tx, companyId, id);
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: id,
      action: 'delete',
      changes: diff({ labels: before.labels, type: before.type, parentId: before.parentId }, null),
    });
  });
}
