import type { Language } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { type MailValues, type RenderedMail, renderMail } from '../mail-templates/mail-render.ts';
import { contractMailValues } from '../mail-templates/mail-values.ts';
import { systemEmailText } from './system-emails.service.ts';

/**
 * What the confirmation of an offer takes from the offer itself; the rest comes from the contract,
 * whose price is the accepted one once the customer accepted.
 */
export interface ConfirmedOffer {
  validUntil: string;
  recipient: string;
}

/** The placeholders an offer decides, for the confirmation sent and for its preview alike. */
export function confirmedOfferValues(offer: ConfirmedOffer, link: string) {
  return { offerLink: link, validUntil: offer.validUntil, recipient: offer.recipient };
}

/**
 * The confirmation to the customer after an acceptance: the company's ACCEPT_OFFER text in the
 * offer's language, or the built-in one, filled with the contract and the accepted price.
 */
export async function acceptOfferMail(
  db: Db,
  companyId: string,
  offer: ConfirmedOffer & { contractId: string; language: Language },
  link: string,
): Promise<RenderedMail> {
  const text = await systemEmailText(db, companyId, 'ACCEPT_OFFER', offer.language);
  const values = await contractMailValues(
    db,
    companyId,
    offer.contractId,
    offer.language,
    confirmedOfferValues(offer, link),
  );
  if (!values) throw new AppError('error_contract_link_not_found');
  return renderAcceptOfferMail(text, values);
}

/**
 * An ACCEPT_OFFER text filled for its recipient, as sent and as previewed: nothing is appended, the
 * customer has the offer already.
 */
export function renderAcceptOfferMail(text: { title: string; body: string }, values: MailValues) {
  return renderMail(text, values);
}
