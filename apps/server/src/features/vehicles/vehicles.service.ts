import type { Page, Vehicle, VehicleValues } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { recordedCreate, recordedDelete, recordedUpdate } from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { notFound } from '../../platform/errors.ts';
import {
  deleteVehicle,
  findVehicle,
  insertVehicle,
  listVehicles,
  updateVehicle,
  type VehicleRow,
} from './vehicles.repo.ts';

export interface VehiclesDeps {
  db: Db;
}

const ENTITY = 'vehicle';

function toVehicle(row: VehicleRow): Vehicle {
  const { id, createdAt, updatedAt, ...rest } = row;
  return { _id: id, ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

/** The editable fields of a stored vehicle, to compare before and after a change. */
function editable(row: VehicleRow): VehicleValues {
  const { name, registrationNumber, model, manufacturer, borrowable } = row;
  return { name, registrationNumber, model, manufacturer, borrowable };
}

export async function listCompanyVehicles(
  deps: VehiclesDeps,
  ctx: RequestContext,
  query: Parameters<typeof listVehicles>[2],
): Promise<Page<Vehicle>> {
  authorize(ctx, 'vehicle:read');
  const { items, total } = await listVehicles(deps.db, companyOf(ctx), query);
  return { items: items.map(toVehicle), total, page: query.page, pageSize: query.pageSize };
}

export async function getVehicle(deps: VehiclesDeps, ctx: RequestContext, id: string): Promise<Vehicle> {
  authorize(ctx, 'vehicle:read');
  const row = await findVehicle(deps.db, companyOf(ctx), id);
  if (!row) throw notFound();
  return toVehicle(row);
}

export async function createVehicle(
  deps: VehiclesDeps,
  ctx: RequestContext,
  values: VehicleValues,
): Promise<Vehicle> {
  authorize(ctx, 'vehicle:write');
  const companyId = companyOf(ctx);
  const id = await recordedCreate({ db: deps.db, ctx, companyId, entityType: ENTITY }, values, (tx) =>
    insertVehicle(tx, { ...values, companyId }),
  );
  return getVehicle(deps, ctx, id);
}

export async function changeVehicle(
  deps: VehiclesDeps,
  ctx: RequestContext,
  id: string,
  values: VehicleValues,
): Promise<Vehicle> {
  authorize(ctx, 'vehicle:write');
  const companyId = companyOf(ctx);
  await recordedUpdate(
    { db: deps.db, ctx, companyId, entityType: ENTITY },
    {
      id,
      find: (tx) => findVehicle(tx, companyId, id),
      editable,
      values,
      update: (tx) => updateVehicle(tx, companyId, id, values),
    },
  );
  return getVehicle(deps, ctx, id);
}

export async function removeVehicle(deps: VehiclesDeps, ctx: RequestContext, id: string) {
  authorize(ctx, 'vehicle:write');
  const companyId = companyOf(ctx);
  await recordedDelete(
    { db: deps.db, ctx, companyId, entityType: ENTITY },
    {
      id,
      find: (tx) => findVehicle(tx, companyId, id),
      editable,
      remove: (tx) => deleteVehicle(tx, companyId, id),
    },
  );
}
