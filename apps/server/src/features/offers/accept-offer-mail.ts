import type { Language, SystemEmailType } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { type ComposedMail, composeTemplateMail } from '../../platform/mail/compose/index.ts';
import {
  contractMailValues,
  exampleMailValues,
  exampleValidUntil,
  offerPreviewLink,
} from '../mail-templates/index.ts';
import { type SystemEmailPreviewValues, systemEmailText } from '../system-emails/index.ts';
import { findLatestOffer } from './offers.repo.ts';

/**
 * What the confirmation of an offer takes from the offer itself; the rest comes from the contract,
 * whose price is the accepted one once the customer accepted.
 */
export interface ConfirmedOffer {
  validUntil: string;
  recipient: string;
}

/** The placeholders an offer decides, for the confirmation sent and for its preview alike. */
function confirmedOfferValues(offer: ConfirmedOffer, link: string) {
  return { offerLink: link, validUntil: offer.validUntil, recipient: offer.recipient };
}

/**
 * An automatic e-mail about an offer: the company's text of `type` in the offer's language, or the
 * built-in one, filled with the contract (its price the accepted one once accepted) and the offer.
 * Nothing is appended: the customer has the offer already.
 */
export async function offerSystemMail(
  db: Db,
  companyId: string,
  type: Extract<SystemEmailType, 'ACCEPT_OFFER' | 'OFFER_REMINDER'>,
  offer: ConfirmedOffer & { contractId: string; language: Language },
  link: string,
): Promise<ComposedMail> {
  const text = await systemEmailText(db, companyId, type, offer.language);
  const values = await contractMailValues(
    db,
    companyId,
    offer.contractId,
    offer.language,
    confirmedOfferValues(offer, link),
  );
  if (!values) throw new AppError('error_contract_link_not_found');
  return composeTemplateMail(text, values);
}

/** The confirmation to the customer after an acceptance (ACCEPT_OFFER). */
export function acceptOfferMail(
  db: Db,
  companyId: string,
  offer: ConfirmedOffer & { contractId: string; language: Language },
  link: string,
): Promise<ComposedMail> {
  return offerSystemMail(db, companyId, 'ACCEPT_OFFER', offer, link);
}

/**
 * The values an ACCEPT_OFFER (or OFFER_REMINDER) preview is filled with: one of the company's contracts, or example
 * values without one. Links are samples: the offer's real address exists only once it is sent. A job
 * with an offer takes the rest from its newest offer, as the confirmation does (its last day, its
 * recipient, the accepted price); without an offer the last day is an example, fourteen days from
 * the company's today.
 */
export const acceptOfferPreviewValues: SystemEmailPreviewValues = async (db, input) => {
  const link = offerPreviewLink(input.publicUrl, input.language).href;
  const example = { offerLink: link, validUntil: exampleValidUntil(input.now, input.timeZone) };
  if (!input.contractId) return exampleMailValues(db, input.companyId, input.language, example);
  const offer = await findLatestOffer(db, input.companyId, input.contractId);
  const extra = offer ? confirmedOfferValues(offer, link) : example;
  return contractMailValues(db, input.companyId, input.contractId, input.language, extra);
};
