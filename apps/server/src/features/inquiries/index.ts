// The inquiries feature's public face: what other features may use of it (ADR 031).
export { inquiryReceivedPreviewValues } from './inquiry-mail.ts';
