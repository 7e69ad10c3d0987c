import type { MailPreview, SystemEmailType, systemEmailPreviewRequestSchema } from '@maxer/domain';
import type { z } from 'zod';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { notFound } from '../../platform/errors.ts';
import type { MailValues, RenderedMail } from '../mail-templates/mail-render.ts';
import { checkMailPlaceholders } from '../mail-templates/mail-templates.service.ts';
import { contractMailValues, exampleMailValues } from '../mail-templates/mail-values.ts';
import { offerPreviewLink } from '../mail-templates/offer-template-mail.ts';
import { renderAcceptOfferMail } from './accept-offer-mail.ts';
import type { SystemEmailsDeps } from './system-emails.service.ts';

export interface SystemEmailPreviewDeps extends SystemEmailsDeps {
  publicUrl: string;
  now: () => Date;
}

/** How each type turns its text into the e-mail: the very functions its real send uses. */
const RENDERERS: Record<
  SystemEmailType,
  (text: { title: string; body: string }, values: MailValues) => RenderedMail
> = {
  ACCEPT_OFFER: renderAcceptOfferMail,
};

/**
 * A system e-mail's text (saved or being edited) as its type would send it, filled with one of the
 * company's contracts, or with example values without one. Links are samples: the offer's real
 * address exists only once it is sent. The offer's last day is fourteen days from today.
 */
export async function previewSystemEmail(
  deps: SystemEmailPreviewDeps,
  ctx: RequestContext,
  input: z.output<typeof systemEmailPreviewRequestSchema>,
): Promise<MailPreview> {
  authorize(ctx, 'system-email:read');
  checkMailPlaceholders({ title: input.title, content: input.content });
  const companyId = companyOf(ctx);
  const extra = {
    offerLink: offerPreviewLink(deps.publicUrl, input.language).href,
    validUntil: new Date(deps.now().getTime() + 14 * 86_400_000).toISOString().slice(0, 10),
  };
  const values = input.contractId
    ? await contractMailValues(deps.db, companyId, input.contractId, input.language, extra)
    : await exampleMailValues(deps.db, companyId, input.language, extra);
  if (!values) throw notFound();
  return RENDERERS[input.type]({ title: input.title, body: input.content }, values);
}
