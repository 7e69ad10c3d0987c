// The auth feature's public face: what other features may use of it (ADR 031).
export { useSignOut } from './use-sign-out.ts';
