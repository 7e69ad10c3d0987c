import {
  type MailPreview,
  type MailTemplate,
  type MailTemplateValues,
  type mailPreviewRequestSchema,
  type Page,
  unknownMailPlaceholder,
} from '@maxer/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { diff, recordActivity } from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, companyTimeZoneOf, type RequestContext } from '../../platform/auth/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { composeTemplateMail } from '../../platform/mail/compose/index.ts';
import {
  deleteMailTemplate,
  findMailTemplate,
  insertMailTemplate,
  listMailTemplates,
  type MailTemplateRow,
  updateMailTemplate,
} from './mail-templates.repo.ts';
import { contractMailValues, exampleValidUntil } from './mail-values.ts';
import { offerPreviewLink } from './offer-template-mail.ts';

export interface MailTemplatesDeps {
  db: Db;
  publicUrl: string;
  now: () => Date;
}

const ENTITY = 'mail-template';

function toMailTemplate(row: MailTemplateRow): MailTemplate {
  const { id, createdAt, updatedAt, ...rest } = row;
  return { _id: id, ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

/** An unknown placeholder is refused on the field that holds it (decisions.md "E-mail"). */
export function checkMailPlaceholders(fields: Record<string, string>) {
  for (const [field, text] of Object.entries(fields)) {
    const name = unknownMailPlaceholder(text);
    if (name)
      throw new AppError('error_validation', {
        fields: { [field]: { code: 'error_placeholder_unknown', params: { name } } },
      });
  }
}

export async function listCompanyMailTemplates(
  deps: MailTemplatesDeps,
  ctx: RequestContext,
  query: Parameters<typeof listMailTemplates>[2],
): Promise<Page<MailTemplate>> {
  authorize(ctx, 'mail-template:read');
  const { items, total } = await listMailTemplates(deps.db, companyOf(ctx), query);
  return { items: items.map(toMailTemplate), total, page: query.page, pageSize: query.pageSize };
}

export async function getMailTemplate(
  deps: MailTemplatesDeps,
  ctx: RequestContext,
  id: string,
): Promise<MailTemplate> {
  authorize(ctx, 'mail-template:read');
  const row = await findMailTemplate(deps.db, companyOf(ctx), id);
  if (!row) throw notFound();
  return toMailTemplate(row);
}

export async function createMailTemplate(
  deps: MailTemplatesDeps,
  ctx: RequestContext,
  values: MailTemplateValues,
): Promise<MailTemplate> {
  authorize(ctx, 'mail-template:write');
  checkMailPlaceholders({ title: values.title, body: values.body });
  const companyId = companyOf(ctx);
  const id = await deps.db.transaction(async (tx) => {
    const templateId = await insertMailTemplate(tx, { ...values, companyId });
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: templateId,
      action: 'create',
      changes: diff(null, values),
    });
    return templateId;
  });
  return getMailTemplate(deps, ctx, id);
}

export async function changeMailTemplate(
  deps: MailTemplatesDeps,
  ctx: RequestContext,
  id: string,
  values: MailTemplateValues,
): Promise<MailTemplate> {
  authorize(ctx, 'mail-template:write');
  checkMailPlaceholders({ title: values.title, body: values.body });
  const companyId = companyOf(ctx);
  await deps.db.transaction(async (tx) => {
    const before = await findMailTemplate(tx, companyId, id);
    if (!before) throw notFound();
    await updateMailTemplate(tx, companyId, id, values);
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: id,
      action: 'update',
      changes: diff({ title: before.title, body: before.body }, values),
    });
  });
  return getMailTemplate(deps, ctx, id);
}

export async function removeMailTemplate(deps: MailTemplatesDeps, ctx: RequestContext, id: string) {
  authorize(ctx, 'mail-template:write');
  const companyId = companyOf(ctx);
  await deps.db.transaction(async (tx) => {
    const before = await findMailTemplate(tx, companyId, id);
    if (!before) throw notFound();
    await deleteMailTemplate(tx, companyId, id);
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: id,
      action: 'delete',
      changes: diff({ title: before.title, body: before.body }, null),
    });
  });
}

/**
 * A text as the offer e-mail would carry it, filled with one of the company's contracts. The link is
 * a sample: the real one exists only once the offer is sent.
 */
export async function previewMailTemplate(
  deps: MailTemplatesDeps,
  ctx: RequestContext,
  input: z.output<typeof mailPreviewRequestSchema>,
): Promise<MailPreview> {
  authorize(ctx, 'mail-template:read');
  checkMailPlaceholders({ title: input.title, body: input.body });
  const validUntil = input.validUntil ?? exampleValidUntil(deps.now(), companyTimeZoneOf(ctx));
  const link = offerPreviewLink(deps.publicUrl, input.language);
  const values = await contractMailValues(deps.db, companyOf(ctx), input.contractId, input.language, {
    offerLink: link.href,
    validUntil,
  });
  if (!values) throw notFound();
  return composeTemplateMail(input, values, { link });
}
