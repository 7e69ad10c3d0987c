// The contract statuses feature's public face: what other features may use of it (ADR 031).
export { useContractStatusesQuery } from './api.ts';
