import type { CleaningPricing } from './schemas.ts';
import { fixedPrice, NOT_OFFERED, type ServiceBounds } from './service.ts';

/**
 * Cleaning: "select" is a fixed price (not offered while the price is empty); "open" is offered and
 * billed by effort, contributing no amount (any price entered is ignored); "no-cleaning" or no type is
 * not offered.
 */
export function priceCleaning(cleaning: CleaningPricing | null | undefined): ServiceBounds {
  switch (cleaning?.type) {
    case 'open':
      return { offered: true, byEffort: true, low: 0, high: 0 };
    case 'select':
      return cleaning.price == null ? NOT_OFFERED : fixedPrice(cleaning.price);
    default:
      return NOT_OFFERED;
  }
}
