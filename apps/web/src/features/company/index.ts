// The company feature's public face: what other features may use of it (ADR 031).
export { useCompanyQuery } from './api.ts';
