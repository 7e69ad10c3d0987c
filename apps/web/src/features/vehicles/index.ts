// The vehicles feature's public face: what other features may use of it (ADR 031).
export { useVehiclesQuery } from './api.ts';
