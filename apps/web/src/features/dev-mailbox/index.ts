// The dev mailbox feature's public face: what other features may use of it (ADR 031).
export { useMailboxAvailable } from './api.ts';
