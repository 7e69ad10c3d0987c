// Bank statements (ISO 20022 camt.053/camt.054): reading a file and judging its bookings, shared by
// every import that matches bookings to invoices (ADR 041).
export { type CamtStatement, type CamtTransaction, parseCamt } from './camt-parser.ts';
export { leftEntry, screenTransaction, settlementOf } from './settlement.ts';
