// The payments feature's public face: what other features may use of it (ADR 031).
export { paymentHistory } from './payment-history.ts';
