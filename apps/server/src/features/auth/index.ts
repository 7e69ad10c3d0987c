// The auth feature's public face: what other features may use of it (ADR 031).
export { endSession } from './auth.service.ts';
