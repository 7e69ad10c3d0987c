// The employees feature's public face: what other features may use of it (ADR 031).
export { useEmployeesQuery } from './api.ts';
