import { timesHundredths, timesQuantity, toHundredths } from './arithmetic.ts';
import type { RelocationPriceType, RelocationPricing } from './schemas.ts';
import { NOT_OFFERED, type ServiceBounds } from './service.ts';

export interface RelocationBounds extends ServiceBounds {
  /** The price type applied (an unset type prices as hourly). */
  priceType: RelocationPriceType;
  /** workersFood + packaging + disassembly, included in low and high. */
  extras: number;
  /** The cost ceiling when the price type is maxPrice and one is set, else null. */
  maxPrice: number | null;
}

/**
 * Relocation (pricing.md "Relocation"):
 * - hourly: low = hourPrice × (hours + returnTrip) + extras, high = hourPrice × (expectedTime + returnTrip)
 *   + extras (high = low without expectedTime); each product rounded to a cent.
 * - maxPrice: as hourly, then each bound capped at maxPrice (no cap while maxPrice is empty).
 * - flatRate: flatRate when set, else volumeM3 × pricePerM3 when both are set; plus extras; low = high.
 * Offered when a price input of its type is set: the hour price or an extra (hourly, maxPrice); the flat
 * rate, both m³ fields, or an extra (flatRate). Fields of the other types are ignored.
 */
export function priceRelocation(relocation: RelocationPricing | null | undefined): RelocationBounds {
  const priceType = relocation?.priceType ?? 'hourly';
  if (!relocation) return { ...NOT_OFFERED, priceType, extras: 0, maxPrice: null };
  const { workersFood, packaging, disassembly } = relocation;
  const hasExtras = workersFood != null || packaging != null || disassembly != null;
  const extras = (workersFood ?? 0) + (packaging ?? 0) + (disassembly ?? 0);

  if (priceType === 'flatRate') {
    const { flatRate, pricePerM3, volumeM3 } = relocation;
    const byVolume = pricePerM3 != null && volumeM3 != null ? timesQuantity(pricePerM3, volumeM3) : null;
    const base = flatRate ?? byVolume;
    if (base == null && !hasExtras) return { ...NOT_OFFERED, priceType, extras: 0, maxPrice: null };
    const price = (base ?? 0) + extras;
    return { offered: true, byEffort: false, low: price, high: price, priceType, extras, maxPrice: null };
  }

  if (relocation.hourPrice == null && !hasExtras) {
    return { ...NOT_OFFERED, priceType, extras: 0, maxPrice: null };
  }
  const hourPrice = relocation.hourPrice ?? 0;
  const hours = toHundredths(relocation.hours ?? 0);
  const returnTrip = toHundredths(relocation.returnTrip ?? 0);
  const expectedTime = relocation.expectedTime == null ? hours : toHundredths(relocation.expectedTime);
  let low = timesHundredths(hourPrice, hours + returnTrip) + extras;
  let high = timesHundredths(hourPrice, expectedTime + returnTrip) + extras;
  const maxPrice = priceType === 'maxPrice' ? (relocation.maxPrice ?? null) : null;
  if (maxPrice != null) {
    low = Math.min(low, maxPrice);
    high = Math.min(high, maxPrice);
  }
  return { offered: true, byEffort: false, low, high, priceType, extras, maxPrice };
}
