// The services feature's public face: what other features may use of it (ADR 031).
export { allServices } from './services.repo.ts';
