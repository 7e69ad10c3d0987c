// The development mailbox's public face: what other features' tests may read of it (ADR 031).
export { listAttachments } from './dev-mailbox.repo.ts';
