import type { MailPreview, SystemEmailType, systemEmailPreviewRequestSchema } from '@maxer/domain';
import type { z } from 'zod';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, companyTimeZoneOf, type RequestContext } from '../../platform/auth/context.ts';
import { notFound } from '../../platform/errors.ts';
import type { MailValues, RenderedMail } from '../mail-templates/mail-render.ts';
import { checkMailPlaceholders } from '../mail-templates/mail-templates.service.ts';
import { contractMailValues, exampleMailValues, exampleValidUntil } from '../mail-templates/mail-values.ts';
import { offerPreviewLink } from '../mail-templates/offer-template-mail.ts';
import { findLatestOffer } from '../offers/offers.repo.ts';
import { confirmedOfferValues, renderAcceptOfferMail } from './accept-offer-mail.ts';
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
 * address exists only once it is sent. A job with an offer takes the rest from its newest offer,
 * as the confirmation does (its last day, its recipient, the accepted price); without an offer the
 * last day is an example, fourteen days from the company's today.
 */
export async function previewSystemEmail(
  deps: SystemEmailPreviewDeps,
  ctx: RequestContext,
  input: z.output<typeof systemEmailPreviewRequestSchema>,
): Promise<MailPreview> {
  authorize(ctx, 'system-email:read');
  checkMailPlaceholders({ title: input.title, content: input.content });
  const companyId = companyOf(ctx);
  const link = offerPreviewLink(deps.publicUrl, input.language).href;
  const example = {
    offerLink: link,
    validUntil: exampleValidUntil(deps.now(), companyTimeZoneOf(ctx)),
  };
  let values: MailValues | undefined;
  if (input.contractId) {
    const offer = await findLatestOffer(deps.db, companyId, input.contractId);
    const extra = offer ? confirmedOfferValues(offer, link) : example;
    values = await contractMailValues(deps.db, companyId, input.contractId, input.language, extra);
  } else {
    values = await exampleMailValues(deps.db, companyId, input.language, example);
  }
  if (!values) throw notFound();
  return RENDERERS[input.type]({ title: input.title, body: input.content }, values);
}
