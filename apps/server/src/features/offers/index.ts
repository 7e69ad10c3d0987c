// The offers feature's public face (ADR 029): what other features and the app may use of it. The
// app gives the system e-mails' preview the values of the ACCEPT_OFFER confirmation and of the
// OFFER_REMINDER that offers sends (both filled from an offer alike).
export { acceptOfferPreviewValues } from './accept-offer-mail.ts';
export { offerHistory } from './offer-history.ts';
