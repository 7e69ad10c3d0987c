// The reviews feature's public face: what other features may use of it.
export { reviewRequestPreviewValues } from './review-mail.ts';
