import { randomBytes } from 'node:crypto';
import {
  type AdminCompanyCreate,
  type AdminCompanyDetail,
  type AdminCompanyFields,
  isQrIban,
  type Language,
  rooms,
} from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { diff, recordActivity } from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import type { SessionCache } from '../../platform/auth/session-cache.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { announceCompanyCreated, type Realtime } from '../../platform/realtime.ts';
import { sendInvitation } from '../password-links/index.ts';
import {
  anyPackage,
  type CompanyRecord,
  companyNameTaken,
  companyOwners,
  companyPackage,
  emailTaken,
  findCompanyForUpdate,
  findCompanyRecord,
  insertCompany,
  insertOwner,
  packageExists,
  updateCompanyFields,
} from './admin-company-write.repo.ts';

export interface AdminCompanyWriteDeps {
  db: Db;
  mailer: Mailer;
  realtime: Realtime;
  sessionCache: SessionCache;
  publicUrl: string;
  now: () => Date;
}

const ENTITY = 'company';

const nameTakenError = () =>
  new AppError('error_company_name_taken', { fields: { name: 'error_company_name_taken' } });
const emailExistsError = () =>
  new AppError('error_email_exists', { fields: { 'owner.email': 'error_email_exists' } });

/** The fields the admin edits, as stored, to compare before and after. */
function editable(row: CompanyRecord): AdminCompanyFields {
  return {
    name: row.name,
    website: row.website,
    frontendUrl: row.frontendUrl,
    iban: row.iban,
    allowedLoginCountries: row.allowedLoginCountries,
    contractNumberStart: row.contractNumberStart,
    customerNumberStart: row.customerNumberStart,
    hideRejectOfferButton: row.hideRejectOfferButton,
    packageId: row.packageId as string,
  };
}

/** There must be a package to choose, and the chosen one must exist: 'There is no Package'. */
async function checkPackage(db: Db, packageId: string) {
  if (!(await anyPackage(db))) throw new AppError('error_no_package');
  if (!(await packageExists(db, packageId)))
    throw new AppError('error_validation', { fields: { packageId: 'error_no_package' } });
}

async function readDetail(db: Db, id: string): Promise<AdminCompanyDetail> {
  const row = await findCompanyRecord(db, id);
  if (!row) throw notFound();
  const [pkg, owners] = await Promise.all([companyPackage(db, row.packageId), companyOwners(db, id)]);
  return {
    _id: row.id,
    name: row.name,
    website: row.website,
    frontendUrl: row.frontendUrl,
    hasLogo: row.logoFile !== null,
    backgroundColor: row.backgroundColor,
    textColor: row.textColor,
    header: row.header,
    footer: row.footer,
    hasAgb: row.agbFile !== null,
    iban: row.iban,
    isQrIban: row.iban ? isQrIban(row.iban) : false,
    vatNumber: row.vatNumber,
    pdfAccentColor: row.pdfAccentColor,
    pdfRelocationPriceType: row.pdfRelocationPriceType,
    contractNumberStart: row.contractNumberStart,
    customerNumberStart: row.customerNumberStart,
    invoiceNumberStart: row.invoiceNumberStart,
    allowedLoginCountries: row.allowedLoginCountries,
    hideRejectOfferButton: row.hideRejectOfferButton,
    vatRate: row.vatRate,
    currency: row.currency,
    timeZone: row.timeZone,
    street: row.street,
    streetNumber: row.streetNumber,
    zipCode: row.zipCode,
    city: row.city,
    country: row.country,
    active: row.active,
    package: pkg ? { _id: pkg.id, name: pkg.name, priceCents: pkg.priceCents, maxUsers: pkg.maxUsers } : null,
    owners: owners.map(({ id: ownerId, ...owner }) => ({ _id: ownerId, ...owner })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One company with its settings, package and owners (spec §2 "/admin/company/{id}/edit"). */
export async function getCompanyForAdmin(
  deps: AdminCompanyWriteDeps,
  ctx: RequestContext,
  id: string,
): Promise<AdminCompanyDetail> {
  authorize(ctx, 'platform:manage');
  return readDetail(deps.db, id);
}

/**
 * A new company and its first OWNER, who is invited by e-mail to set a password: company, owner,
 * activity, link and the queued invitation commit together or not at all.
 */
export async function createCompanyForAdmin(
  deps: AdminCompanyWriteDeps,
  ctx: RequestContext,
  input: AdminCompanyCreate,
  language: Language,
): Promise<AdminCompanyDetail> {
  authorize(ctx, 'platform:manage');
  const { owner, ...fields } = input;
  await checkPackage(deps.db, fields.packageId);
  if (await companyNameTaken(deps.db, fields.name)) throw nameTakenError();
  if (await emailTaken(deps.db, owner.email)) throw emailExistsError();
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  try {
    const id = await deps.db.transaction(async (tx) => {
      const companyId = await insertCompany(tx, fields);
      const userId = await insertOwner(tx, { ...owner, companyId, passwordHash }, deps.now());
      await recordActivity(tx, ctx, companyId, {
        entityType: ENTITY,
        entityId: companyId,
        action: 'create',
        changes: diff(null, { ...fields, owner: owner.email }),
      });
      await sendInvitation(
        deps,
        tx,
        { userId, companyId, email: owner.email, firstName: owner.firstName, companyName: fields.name },
        language,
      );
      return companyId;
    });
    const detail = await readDetail(deps.db, id);
    // The admins' live dashboards (features/admin-live), once the company exists for everyone.
    announceCompanyCreated(deps.realtime, { id, name: detail.name }, deps.now());
    return detail;
  } catch (error) {
    if (isUniqueViolation(error, 'companies_name_key')) throw nameTakenError();
    if (isUniqueViolation(error, 'users_email_key')) throw emailExistsError();
    throw error;
  }
}

/** The admin's edit of a company's fields, its package included; recorded in its activities. */
export async function changeCompanyForAdmin(
  deps: AdminCompanyWriteDeps,
  ctx: RequestContext,
  id: string,
  values: AdminCompanyFields,
): Promise<AdminCompanyDetail> {
  authorize(ctx, 'platform:manage');
  await checkPackage(deps.db, values.packageId);
  if (await companyNameTaken(deps.db, values.name, id)) throw nameTakenError();
  try {
    await deps.db.transaction(async (tx) => {
      const before = await findCompanyForUpdate(tx, id);
      if (!before) throw notFound();
      await updateCompanyFields(tx, id, values);
      await recordActivity(tx, ctx, id, {
        entityType: ENTITY,
        entityId: id,
        action: 'update',
        changes: diff(editable(before), values),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'companies_name_key')) throw nameTakenError();
    throw error;
  }
  // Its time zone, kept with its people's sessions, holds from their next request on (ADR 060).
  await deps.sessionCache.forget({ companyIds: [id] });
  return readDetail(deps.db, id);
}

/**
 * Switch a company off or on. Off: its people's next request and sign-in answer 423
 * `error_company_inactive` (authentication reads the flag) and their open pages' real-time
 * connections close at once, so the pages ask and sign out. Their sessions stay: on again, they go on.
 */
export async function setCompanyActive(
  deps: AdminCompanyWriteDeps,
  ctx: RequestContext,
  id: string,
  active: boolean,
): Promise<AdminCompanyDetail> {
  authorize(ctx, 'platform:manage');
  await deps.db.transaction(async (tx) => {
    const before = await findCompanyForUpdate(tx, id);
    if (!before) throw notFound();
    await updateCompanyFields(tx, id, { active });
    await recordActivity(tx, ctx, id, {
      entityType: ENTITY,
      entityId: id,
      action: 'update',
      changes: diff({ active: before.active }, { active }),
    });
  });
  // Every instance forgets its people's sessions first, so their next request reads the flag.
  await deps.sessionCache.forget({ companyIds: [id] });
  if (!active) deps.realtime.disconnect(rooms.company(id));
  return readDetail(deps.db, id);
}
