// The PDF components feature's public face: what other features may use of it (ADR 031).
export { orderedPdfComponents } from './pdf-components.repo.ts';
