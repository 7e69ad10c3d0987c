import { AppError } from '../../platform/errors.ts';
import { loadContractAsPriced, renderCompanyContractPdf } from '../contracts/index.ts';
import { offerState } from './offer-state.ts';
import { liveOffer, type PublicOffersDeps } from './public-offers.service.ts';

/**
 * The offer's PDF for the customer, in the offer's language: the same document the office prints,
 * reachable only through a live link (unknown, replaced or expired links answer like the page does).
 */
export async function publicOfferPdf(deps: PublicOffersDeps, token: string) {
  const row = await liveOffer(deps.db, token);
  if (offerState(row.offer, deps.now()) === 'expired') throw new AppError('error_offer_expired');
  const contract = await loadContractAsPriced(deps.db, row.company.id, row.offer.contractId, deps.now());
  if (!contract) throw new AppError('error_contract_link_not_found');
  return renderCompanyContractPdf(deps, row.company.id, contract, row.offer.language);
}
