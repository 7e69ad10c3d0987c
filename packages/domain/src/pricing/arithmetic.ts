import { divideRounded } from './rounding.ts';

/**
 * Exact money arithmetic. Amounts are integer cents; quantities (hours, m³, counts) and percentages
 * arrive as decimal numbers with at most two places (validated by the schemas) and are turned into
 * integer hundredths exactly once, here. Every product is then an integer product divided by a power
 * of ten, rounded half away from zero: no floating-point number ever holds money.
 */

/** 4.5 → 450, 7.7 → 770. Exact for any number the schemas accept (at most two decimals). */
export function toHundredths(decimal: number): number {
  return Math.sign(decimal) * Math.round(Math.abs(decimal) * 100);
}

/** True for finite numbers that are exactly a decimal with at most two places (4.5, 7.7, 12; not 4.505). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Number(value.toFixed(2)) === value;
}

/** cents × quantity, rounded to a whole cent (the quantity given in hundredths). */
export function timesHundredths(cents: number, quantityHundredths: number): number {
  return Number(divideRounded(BigInt(cents) * BigInt(quantityHundredths), 100n));
}

/** cents × quantity (a decimal with at most two places), rounded to a whole cent. */
export function timesQuantity(cents: number, quantity: number): number {
  return timesHundredths(cents, toHundredths(quantity));
}

/** round(cents × percent / 100): the part a percentage (at most two decimals) takes of an amount. */
export function percentOf(cents: number, percent: number): number {
  return Number(divideRounded(BigInt(cents) * BigInt(toHundredths(percent)), 10_000n));
}
