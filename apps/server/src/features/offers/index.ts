// The offers feature's public face (ADR 029): what other features and the app may use of it. The
// app gives the system e-mails' preview the values of the ACCEPT_OFFER confirmation and of the
// OFFER_REMINDER that offers sends (both filled from an offer alike).
export { acceptOfferPreviewValues } from './accept-offer-mail.ts';
export { offerHistory } from './offer-history.ts';
// The server renders the customer's offer page with the offer of its link (ADR 062).
export { type PublicOffersDeps, viewOfferForPage } from './public-offers.service.ts';
