import type { Language } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { type ComposedMail, composeTemplateMail, type MailText } from '../../platform/mail/compose/index.ts';
import { texts } from '../../platform/texts.ts';
import { findMailTemplate } from './mail-templates.repo.ts';
import { contractMailValues } from './mail-values.ts';

/** The address a preview shows for the offer link (the real token exists only once sent). */
export function offerPreviewLink(publicUrl: string, language: Language) {
  return {
    href: `${publicUrl}${language === 'en' ? '/en' : ''}/accept-contract?token=preview`,
    label: texts(language, 'mail').offer.link,
  };
}

/**
 * The wording of one of the company's mail templates, chosen in a request body as `mailTemplateId`.
 * Another company's (or a deleted) template is not found, exactly like a missing one: the body's
 * reference names its field (ADR 023), like every other one.
 */
export async function chosenMailTemplate(db: Db, companyId: string, templateId: string): Promise<MailText> {
  const template = await findMailTemplate(db, companyId, templateId);
  if (!template)
    throw new AppError('error_validation', { fields: { mailTemplateId: 'error_field_invalid' } });
  return { title: template.title, body: template.body };
}

/** The offer e-mail written with one of the company's mail templates. */
export async function templateOfferMail(
  db: Db,
  companyId: string,
  input: {
    templateId: string;
    contractId: string;
    language: Language;
    link: string;
    validUntil: string;
    recipient: string;
  },
): Promise<ComposedMail> {
  const template = await chosenMailTemplate(db, companyId, input.templateId);
  const values = await contractMailValues(db, companyId, input.contractId, input.language, {
    offerLink: input.link,
    validUntil: input.validUntil,
    recipient: input.recipient,
  });
  if (!values) throw notFound();
  return composeTemplateMail(template, values, {
    link: { href: input.link, label: texts(input.language, 'mail').offer.link },
  });
}
