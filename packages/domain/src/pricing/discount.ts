import { percentOf } from './arithmetic.ts';
import type { AppliedDiscount } from './breakdown.ts';
import type { Discount } from './schemas.ts';

export interface DiscountedBounds {
  discount: AppliedDiscount | null;
  lowAfterDiscount: number;
  highAfterDiscount: number;
}

/**
 * One discount on a service's bounds: an amount is subtracted from each; a percent takes
 * round(bound × percent / 100) off each, half away from zero. No discount (or an empty one) leaves the
 * bounds. The result may be negative; validation reports that (`error_field_invalid`). Amount and
 * percent together are invalid input; the amount would win here.
 */
export function applyDiscount(
  bounds: { low: number; high: number },
  discount: Discount | null | undefined,
): DiscountedBounds {
  const amount = discount?.amount ?? null;
  const percent = amount == null ? (discount?.percent ?? null) : null;
  if (amount == null && percent == null) {
    return { discount: null, lowAfterDiscount: bounds.low, highAfterDiscount: bounds.high };
  }
  const offLow = amount ?? percentOf(bounds.low, percent!);
  const offHigh = amount ?? percentOf(bounds.high, percent!);
  return {
    discount: { amount, percent, low: offLow, high: offHigh },
    lowAfterDiscount: bounds.low - offLow,
    highAfterDiscount: bounds.high - offHigh,
  };
}
