import { describe, expect, it } from 'vitest';
import type { CamtTransaction } from './camt-parser.ts';
import { screenTransaction, settlementOf } from './settlement.ts';

const credit: CamtTransaction = {
  entry: 1,
  bankReference: 'B-1',
  direction: 'CRDT',
  amount: 29_080,
  currency: 'CHF',
  bookingDate: '2026-03-14',
  booked: true,
  reversal: false,
  reference: { type: 'QRR', value: '000000000000000000000000011' },
  debtorName: null,
};

describe('which booking may pay an invoice', () => {
  it('only a booked, unreversed credit with a structured reference and a bank reference is a candidate', () => {
    expect(screenTransaction(credit)).toBeNull();
    expect(screenTransaction({ ...credit, direction: 'DBIT' })).toBe('debit');
    expect(screenTransaction({ ...credit, reversal: true })).toBe('reversal');
    expect(screenTransaction({ ...credit, booked: false })).toBe('notBooked');
    expect(screenTransaction({ ...credit, reference: null })).toBe('noReference');
    expect(screenTransaction({ ...credit, bankReference: null })).toBe('noBankReference');
  });

  it('pays only with exactly the open amount in the invoice currency', () => {
    expect(settlementOf(credit, { currency: 'CHF', unpaid: 29_080 })).toBe('pays');
    expect(settlementOf(credit, { currency: 'CHF', unpaid: 29_081 })).toBe('partial');
    expect(settlementOf(credit, { currency: 'CHF', unpaid: 29_079 })).toBe('overpaid');
    expect(settlementOf(credit, { currency: 'CHF', unpaid: 0 })).toBe('invoicePaid');
    expect(settlementOf(credit, { currency: 'EUR', unpaid: 29_080 })).toBe('currencyDiffers');
  });
});
