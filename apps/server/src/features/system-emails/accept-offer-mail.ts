import type { Language } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { type MailValues, type RenderedMail, renderMail } from '../mail-templates/mail-render.ts';
import { contractMailValues } from '../mail-templates/mail-values.ts';
import { systemEmailText } from './system-emails.service.ts';

/**
 * The confirmation to the customer after an acceptance: the company's ACCEPT_OFFER text in the
 * offer's language, or the built-in one, filled with the contract and the accepted price.
 */
export async function acceptOfferMail(
  db: Db,
  companyId: string,
  input: {
    contractId: string;
    language: Language;
    link: string;
    validUntil: string;
    recipient: string;
    totalCents: number;
  },
): Promise<RenderedMail> {
  const text = await systemEmailText(db, companyId, 'ACCEPT_OFFER', input.language);
  const values = await contractMailValues(db, companyId, input.contractId, input.language, {
    offerLink: input.link,
    validUntil: input.validUntil,
    recipient: input.recipient,
    totalCents: input.totalCents,
  });
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
