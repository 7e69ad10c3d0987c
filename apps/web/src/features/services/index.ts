// The services feature's public face: what other features may use of it (ADR 031).
export { useServiceTreeQuery } from './api.ts';
