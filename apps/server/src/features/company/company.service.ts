import {
  type Company,
  type companyUpdateSchema,
  HEADER_FOOTER_PLACEHOLDERS,
  isQrIban,
  unknownPlaceholders,
} from '@maxer/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { diff, recordActivity } from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import type { SessionCache } from '../../platform/auth/session-cache.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError, type FieldError, notFound } from '../../platform/errors.ts';
import { type SniffedType, sniffFileType } from '../../platform/file-types.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { type CompanyRow, findCompany, updateCompany } from './company.repo.ts';

export interface CompanyDeps {
  db: Db;
  storage: FileStorage;
  sessionCache: SessionCache;
}

const ENTITY = 'company';
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const AGB_MAX_BYTES = 10 * 1024 * 1024;
const LOGO_TYPES: readonly SniffedType[] = ['image/png', 'image/jpeg', 'image/svg+xml'];

function toCompany({ company, packageName }: CompanyRow): Company {
  return {
    _id: company.id,
    name: company.name,
    website: company.website,
    frontendUrl: company.frontendUrl,
    hasLogo: company.logoFile !== null,
    backgroundColor: company.backgroundColor,
    textColor: company.textColor,
    header: company.header,
    footer: company.footer,
    hasAgb: company.agbFile !== null,
    iban: company.iban,
    isQrIban: company.iban ? isQrIban(company.iban) : false,
    vatNumber: company.vatNumber,
    pdfAccentColor: company.pdfAccentColor,
    pdfRelocationPriceType: company.pdfRelocationPriceType,
    contractNumberStart: company.contractNumberStart,
    customerNumberStart: company.customerNumberStart,
    invoiceNumberStart: company.invoiceNumberStart,
    allowedLoginCountries: company.allowedLoginCountries,
    hideRejectOfferButton: company.hideRejectOfferButton,
    vatRate: company.vatRate,
    currency: company.currency,
    timeZone: company.timeZone,
    street: company.street,
    streetNumber: company.streetNumber,
    zipCode: company.zipCode,
    city: company.city,
    country: company.country,
    active: company.active,
    package: company.packageId && packageName ? { _id: company.packageId, name: packageName } : null,
    updatedAt: company.updatedAt.toISOString(),
  };
}

export async function getCompany(deps: CompanyDeps, ctx: RequestContext): Promise<Company> {
  authorize(ctx, 'company:read');
  const row = await findCompany(deps.db, companyOf(ctx));
  if (!row) throw notFound();
  return toCompany(row);
}

type CompanyValues = z.output<typeof companyUpdateSchema>;

function checkPlaceholders(values: CompanyValues) {
  const fields: Record<string, FieldError> = {};
  for (const field of ['header', 'footer'] as const) {
    const [unknown] = unknownPlaceholders(values[field] ?? '', HEADER_FOOTER_PLACEHOLDERS);
    if (unknown) fields[field] = { code: 'error_placeholder_unknown', params: { name: `{{${unknown}}}` } };
  }
  if (Object.keys(fields).length > 0) throw new AppError('error_validation', { fields });
}

export async function changeCompany(
  deps: CompanyDeps,
  ctx: RequestContext,
  values: CompanyValues,
): Promise<Company> {
  authorize(ctx, 'company:update');
  checkPlaceholders(values);
  const companyId = companyOf(ctx);
  try {
    await deps.db.transaction(async (tx) => {
      const before = await findCompany(tx, companyId);
      if (!before) throw notFound();
      await updateCompany(tx, companyId, values);
      const previous = Object.fromEntries(
        Object.keys(values).map((key) => [key, before.company[key as keyof typeof before.company]]),
      );
      await recordActivity(tx, ctx, companyId, {
        entityType: ENTITY,
        entityId: companyId,
        action: 'update',
        changes: diff(previous, values),
      });
    });
  } catch (error) {
    // Company names are unique whatever their case and surrounding spaces (companies_name_key).
    if (isUniqueViolation(error, 'companies_name_key'))
      throw new AppError('error_company_name_taken', { fields: { name: 'error_company_name_taken' } });
    throw error;
  }
  // The time zone is kept with the company's sessions: a new one holds from the next request on.
  await deps.sessionCache.forget({ companyIds: [companyId] });
  return getCompany(deps, ctx);
}

type FileField = 'logoFile' | 'agbFile';

/** Store an upload checked by its content, replace the company's previous file, record it. */
export async function replaceCompanyFile(
  deps: CompanyDeps,
  ctx: RequestContext,
  field: FileField,
  content: Buffer,
): Promise<Company> {
  authorize(ctx, 'company:update');
  const companyId = companyOf(ctx);
  const type = sniffFileType(content);
  const allowed =
    field === 'logoFile' ? LOGO_TYPES.includes(type as SniffedType) : type === 'application/pdf';
  if (!type || !allowed) throw new AppError('error_file_type');
  if (content.length > (field === 'logoFile' ? LOGO_MAX_BYTES : AGB_MAX_BYTES))
    throw new AppError('error_payload_too_large');

  const key = await deps.storage.put(field === 'logoFile' ? 'logos' : 'agb', content, { contentType: type });
  let previous: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const before = await findCompany(tx, companyId);
      if (!before) throw notFound();
      previous = before.company[field];
      await updateCompany(tx, companyId, { [field]: key });
      await recordActivity(tx, ctx, companyId, {
        entityType: ENTITY,
        entityId: companyId,
        action: 'update',
        changes: { [field]: [previous, key] },
      });
    });
  } catch (error) {
    await deps.storage.delete(key);
    throw error;
  }
  if (previous) await deps.storage.delete(previous);
  return getCompany(deps, ctx);
}

export async function removeCompanyFile(
  deps: CompanyDeps,
  ctx: RequestContext,
  field: FileField,
): Promise<void> {
  authorize(ctx, 'company:update');
  const companyId = companyOf(ctx);
  let previous: string | null = null;
  await deps.db.transaction(async (tx) => {
    const before = await findCompany(tx, companyId);
    if (!before) throw notFound();
    previous = before.company[field];
    if (!previous) return;
    await updateCompany(tx, companyId, { [field]: null });
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: companyId,
      action: 'update',
      changes: { [field]: [previous, null] },
    });
  });
  if (previous) await deps.storage.delete(previous);
}

/** The key of the company's logo or terms, for sending it (null: none uploaded). */
export async function companyFileKey(
  deps: CompanyDeps,
  ctx: RequestContext,
  field: FileField,
): Promise<string | null> {
  authorize(ctx, 'company:read');
  const row = await findCompany(deps.db, companyOf(ctx));
  return row?.company[field] ?? null;
}
