import { timesQuantity } from './arithmetic.ts';
import type { DisposalPricing } from './schemas.ts';
import { fixedPrice, NOT_OFFERED, type ServiceBounds } from './service.ts';

/**
 * Disposal (trash): the flat rate when set (price per m³ ignored), else volumeM3 × pricePerM3 rounded to
 * a cent when both are set; a fixed price. Not offered otherwise.
 */
export function priceDisposal(trash: DisposalPricing | null | undefined): ServiceBounds {
  if (!trash) return NOT_OFFERED;
  if (trash.flatRatePrice != null) return fixedPrice(trash.flatRatePrice);
  if (trash.pricePerM3 != null && trash.volumeM3 != null) {
    return fixedPrice(timesQuantity(trash.pricePerM3, trash.volumeM3));
  }
  return NOT_OFFERED;
}
