import type { Currency } from '../constants.ts';

/**
 * numerator / denominator rounded to the nearest integer, halves away from zero, computed exactly
 * with integers (the denominator is positive).
 */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator; // truncates toward zero
  const remainder = numerator % denominator;
  const twiceRemainder = 2n * (remainder < 0n ? -remainder : remainder);
  if (twiceRemainder < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}

/** The step a payable total is rounded to: 5 Rappen for CHF (Swiss cash rounding), 1 cent otherwise. */
export function roundingStep(currency: Currency): number {
  return currency === 'CHF' ? 5 : 1;
}

/** A total in cents rounded to the currency's step, halves away from zero (2'907.36 → 2'907.35). */
export function roundToStep(cents: number, currency: Currency): number {
  const step = roundingStep(currency);
  return Number(divideRounded(BigInt(cents), BigInt(step))) * step;
}
