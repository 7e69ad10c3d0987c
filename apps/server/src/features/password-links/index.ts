// The password links feature's public face: what other features may use of it (ADR 031).
export { sendInvitation } from './password-links.service.ts';
