// The offers feature's public face: what other features may use of it (ADR 031).
export { CustomerOffers } from './components/customer-offers.tsx';
export { SignedBadge } from './components/signed-badge.tsx';
