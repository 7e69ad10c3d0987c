import type { Package, PackageListQuery, PackageValues, Page } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { isForeignKeyViolation } from '../../platform/db-errors.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import {
  companiesOnPackage,
  deletePackage,
  findPackage,
  insertPackage,
  listPackages,
  lockPackage,
  type PackageRow,
  updatePackage,
} from './admin-packages.repo.ts';

export interface AdminPackagesDeps {
  db: Db;
}

function toPackage({ id, createdAt, ...rest }: PackageRow): Package {
  return { _id: id, ...rest, createdAt: createdAt.toISOString() };
}

/** The platform's packages with how many companies use each (spec §2 "/admin/packages"). */
export async function listPackagesForAdmin(
  deps: AdminPackagesDeps,
  ctx: RequestContext,
  query: PackageListQuery,
): Promise<Page<Package>> {
  authorize(ctx, 'platform:manage');
  const { items, total } = await listPackages(deps.db, query);
  return { items: items.map(toPackage), total, page: query.page, pageSize: query.pageSize };
}

export async function getPackage(deps: AdminPackagesDeps, ctx: RequestContext, id: string): Promise<Package> {
  authorize(ctx, 'platform:manage');
  const row = await findPackage(deps.db, id);
  if (!row) throw notFound();
  return toPackage(row);
}

export async function createPackage(
  deps: AdminPackagesDeps,
  ctx: RequestContext,
  values: PackageValues,
): Promise<Package> {
  authorize(ctx, 'platform:manage');
  const id = await insertPackage(deps.db, values);
  return getPackage(deps, ctx, id);
}

export async function changePackage(
  deps: AdminPackagesDeps,
  ctx: RequestContext,
  id: string,
  values: PackageValues,
): Promise<Package> {
  authorize(ctx, 'platform:manage');
  if (!(await updatePackage(deps.db, id, values))) throw notFound();
  return getPackage(deps, ctx, id);
}

/** A package in use stays: the answer names how many companies use it. */
export async function removePackage(deps: AdminPackagesDeps, ctx: RequestContext, id: string): Promise<void> {
  authorize(ctx, 'platform:manage');
  try {
    await deps.db.transaction(async (tx) => {
      if (!(await lockPackage(tx, id))) throw notFound();
      const used = await companiesOnPackage(tx, id);
      if (used > 0) throw new AppError('error_package_in_use', { params: { count: used } });
      await deletePackage(tx, id);
    });
  } catch (error) {
    // A company moved onto it in the meantime: the foreign key refuses, the count is read again.
    if (isForeignKeyViolation(error)) {
      const used = await companiesOnPackage(deps.db, id);
      throw new AppError('error_package_in_use', { params: { count: used } });
    }
    throw error;
  }
}
