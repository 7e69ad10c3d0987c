// The reviews feature's public face: what other features may use of it (ADR 031).
export { RequestReviewButton } from './components/request-review-button.tsx';
