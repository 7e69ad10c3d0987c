// The items feature's public face: what other features may use of it (ADR 031).
export { useItemsQuery } from './api.ts';
