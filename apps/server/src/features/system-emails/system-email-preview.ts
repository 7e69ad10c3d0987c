import type { Language, MailPreview, SystemEmailType, systemEmailPreviewRequestSchema } from '@maxer/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, companyTimeZoneOf, type RequestContext } from '../../platform/auth/context.ts';
import { notFound } from '../../platform/errors.ts';
import { composeTemplateMail, type MailValues } from '../../platform/mail/compose/index.ts';
import { checkMailPlaceholders } from '../mail-templates/index.ts';
import type { SystemEmailsDeps } from './system-emails.service.ts';

/** What a preview of a system e-mail is asked for. */
export interface SystemEmailPreviewInput {
  companyId: string;
  /** The company's time zone, for example days counted from its today. */
  timeZone: string;
  language: Language;
  /** One of the company's contracts to fill the text with; without one, example values. */
  contractId?: string;
  publicUrl: string;
  now: Date;
}

/**
 * The placeholders' values a preview of one type is filled with, given by the feature that sends
 * that type (offers for ACCEPT_OFFER), as its real send fills them; undefined when the contract is
 * not the company's.
 */
export type SystemEmailPreviewValues = (
  db: Db,
  input: SystemEmailPreviewInput,
) => Promise<MailValues | undefined>;

export interface SystemEmailPreviewDeps extends SystemEmailsDeps {
  publicUrl: string;
  now: () => Date;
  /** Each type's values, from the feature that sends it (wired in app.ts). */
  previewValues: Record<SystemEmailType, SystemEmailPreviewValues>;
}

/**
 * A system e-mail's text (saved or being edited) as its type would send it: composed like every
 * system e-mail (nothing appended), filled with one of the company's contracts, or with example
 * values without one.
 */
export async function previewSystemEmail(
  deps: SystemEmailPreviewDeps,
  ctx: RequestContext,
  input: z.output<typeof systemEmailPreviewRequestSchema>,
): Promise<MailPreview> {
  authorize(ctx, 'system-email:read');
  checkMailPlaceholders({ title: input.title, content: input.content });
  const values = await deps.previewValues[input.type](deps.db, {
    companyId: companyOf(ctx),
    timeZone: companyTimeZoneOf(ctx),
    language: input.language,
    contractId: input.contractId,
    publicUrl: deps.publicUrl,
    now: deps.now(),
  });
  if (!values) throw notFound();
  return composeTemplateMail({ title: input.title, body: input.content }, values);
}
