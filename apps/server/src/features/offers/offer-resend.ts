import { addDaysTo, calendarDayIn, type Offer } from '@maxer/domain';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { notFound } from '../../platform/errors.ts';
import { findCompany } from '../company/index.ts';
import { findOfferToResend } from './offers.repo.ts';
import { type OffersDeps, sendOffer } from './offers.service.ts';

/**
 * "Send again with a new validity" (issue 20, ADR 057): an expired offer goes out as a new offer to the
 * same recipient, in the same language, with the same mail template, valid until the company's today
 * plus its validity days. It is the office's ordinary sending (`sendOffer`), which replaces the old
 * link and refuses an offer that is no longer expired-and-unanswered when it is locked.
 */
export async function resendOffer(deps: OffersDeps, ctx: RequestContext, offerId: string): Promise<Offer> {
  authorize(ctx, 'offer:send');
  const companyId = companyOf(ctx);
  const offer = await findOfferToResend(deps.db, companyId, offerId);
  if (!offer) throw notFound();
  const { company } = (await findCompany(deps.db, companyId))!;
  const today = calendarDayIn(deps.now(), company.timeZone);
  return sendOffer(
    deps,
    ctx,
    offer.contractId,
    {
      recipient: offer.recipient,
      language: offer.language,
      validUntil: addDaysTo(today, company.offerValidityDays),
      mailTemplateId: offer.mailTemplateId,
    },
    { resendOf: offerId },
  );
}
