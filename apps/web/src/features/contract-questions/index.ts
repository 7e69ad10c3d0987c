// The contract questions feature's public face: what other features may use of it (ADR 031).
export { useQuestionsQuery } from './api.ts';
