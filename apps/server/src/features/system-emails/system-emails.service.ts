import {
  LANGUAGES,
  type Language,
  type Page,
  SYSTEM_EMAIL_DEFAULTS,
  SYSTEM_EMAIL_TYPES,
  type SystemEmail,
  type SystemEmailDefault,
  type SystemEmailType,
  type SystemEmailValues,
} from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { diff, recordActivity } from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { checkMailPlaceholders } from '../mail-templates/index.ts';
import {
  deleteSystemEmail,
  findSystemEmail,
  findSystemEmailFor,
  insertSystemEmail,
  listSystemEmails,
  type SystemEmailRow,
  updateSystemEmail,
} from './system-emails.repo.ts';

export interface SystemEmailsDeps {
  db: Db;
}

const ENTITY = 'system-email';

function toSystemEmail(row: SystemEmailRow): SystemEmail {
  const { id, createdAt, updatedAt, ...rest } = row;
  return { _id: id, ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

const editable = ({ type, language, title, content }: SystemEmailRow): SystemEmailValues => ({
  type,
  language,
  title,
  content,
});

/** The text an automatic e-mail is written with: the company's own for the language, else the default. */
export async function systemEmailText(db: Db, companyId: string, type: SystemEmailType, language: Language) {
  const text =
    (await findSystemEmailFor(db, companyId, type, language)) ?? SYSTEM_EMAIL_DEFAULTS[type][language];
  return { title: text.title, body: text.content };
}

export function systemEmailDefaults(ctx: RequestContext): SystemEmailDefault[] {
  authorize(ctx, 'system-email:read');
  return SYSTEM_EMAIL_TYPES.flatMap((type) =>
    LANGUAGES.map((language) => ({ type, language, ...SYSTEM_EMAIL_DEFAULTS[type][language] })),
  );
}

export async function listCompanySystemEmails(
  deps: SystemEmailsDeps,
  ctx: RequestContext,
  query: Parameters<typeof listSystemEmails>[2],
): Promise<Page<SystemEmail>> {
  authorize(ctx, 'system-email:read');
  const { items, total } = await listSystemEmails(deps.db, companyOf(ctx), query);
  return { items: items.map(toSystemEmail), total, page: query.page, pageSize: query.pageSize };
}

export async function getSystemEmail(
  deps: SystemEmailsDeps,
  ctx: RequestContext,
  id: string,
): Promise<SystemEmail> {
  authorize(ctx, 'system-email:read');
  const row = await findSystemEmail(deps.db, companyOf(ctx), id);
  if (!row) throw notFound();
  return toSystemEmail(row);
}

/** A second text for the same type and language is refused: which one would be sent? */
async function refusingDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'system_emails_company_type_language_key'))
      throw new AppError('error_system_email_exists');
    throw error;
  }
}

export async function createSystemEmail(
  deps: SystemEmailsDeps,
  ctx: RequestContext,
  values: SystemEmailValues,
): Promise<SystemEmail> {
  authorize(ctx, 'system-email:write');
  checkMailPlaceholders({ title: values.title, content: values.content });
  const companyId = companyOf(ctx);
  const id = await refusingDuplicates(() =>
    deps.db.transaction(async (tx) => {
      const emailId = await insertSystemEmail(tx, { ...values, companyId });
      await recordActivity(tx, ctx, companyId, {
        entityType: ENTITY,
        entityId: emailId,
        action: 'create',
        changes: diff(null, values),
      });
      return emailId;
    }),
  );
  return getSystemEmail(deps, ctx, id);
}

export async function changeSystemEmail(
  deps: SystemEmailsDeps,
  ctx: RequestContext,
  id: string,
  values: SystemEmailValues,
): Promise<SystemEmail> {
  authorize(ctx, 'system-email:write');
  checkMailPlaceholders({ title: values.title, content: values.content });
  const companyId = companyOf(ctx);
  await refusingDuplicates(() =>
    deps.db.transaction(async (tx) => {
      const before = await findSystemEmail(tx, companyId, id);
      if (!before) throw notFound();
      await updateSystemEmail(tx, companyId, id, values);
      await recordActivity(tx, ctx, companyId, {
        entityType: ENTITY,
        entityId: id,
        action: 'update',
        changes: diff(editable(before), values),
      });
    }),
  );
  return getSystemEmail(deps, ctx, id);
}

/** Deleting the company's text brings back the built-in default. */
export async function removeSystemEmail(deps: SystemEmailsDeps, ctx: RequestContext, id: string) {
  authorize(ctx, 'system-email:write');
  const companyId = companyOf(ctx);
  await deps.db.transaction(async (tx) => {
    const before = await findSystemEmail(tx, companyId, id);
    if (!before) throw notFound();
    await deleteSystemEmail(tx, companyId, id);
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: id,
      action: 'delete',
      changes: diff(editable(before), null),
    });
  });
}
