import { DEFAULT_VAT_RATE } from '../constants.ts';
import type { PriceBreakdown } from './breakdown.ts';
import { priceCleaning } from './cleaning.ts';
import { applyDiscount } from './discount.ts';
import { priceDisposal } from './disposal.ts';
import { priceContractItems, priceCountedLines } from './lines.ts';
import { PRICED_SERVICES, type PricedService } from './priced-services.ts';
import { priceRelocation } from './relocation.ts';
import { roundingStep, roundToStep } from './rounding.ts';
import type { PricingInput } from './schemas.ts';
import type { ServiceBounds } from './service.ts';
import { splitVat } from './vat.ts';

/**
 * Prices the priced parts of a contract (pricing.md). Pure and deterministic: the server prices a
 * saved contract with it, the browser a form as it is typed. Expects input that passed
 * `pricingInputSchema`; a negative bound it computes is what that schema reports as invalid.
 */
export function computePrice(input: PricingInput): PriceBreakdown {
  const currency = input.currency ?? 'CHF';
  const vatRate = input.vatRate ?? DEFAULT_VAT_RATE;
  const includeVat = input.includeVat ?? false;
  const accepted = input.acceptedServices == null ? null : new Set(input.acceptedServices);

  const service = <Bounds extends ServiceBounds>(name: PricedService, bounds: Bounds) => {
    const discounted = bounds.offered
      ? applyDiscount(bounds, input.discounts?.[name])
      : { discount: null, lowAfterDiscount: bounds.low, highAfterDiscount: bounds.high };
    return {
      ...bounds,
      service: name,
      accepted: bounds.offered && (accepted === null || accepted.has(name)),
      ...discounted,
    };
  };
  const services = {
    relocation: service('relocation', priceRelocation(input.relocation)),
    trash: service('trash', priceDisposal(input.trash)),
    cleaning: service('cleaning', priceCleaning(input.cleaning)),
  };
  const acceptedServices = PRICED_SERVICES.filter((name) => services[name].accepted);
  const servicesLow = acceptedServices.reduce((sum, name) => sum + services[name].lowAfterDiscount, 0);
  const servicesHigh = acceptedServices.reduce((sum, name) => sum + services[name].highAfterDiscount, 0);

  const specialProducts = priceCountedLines(input.specialProducts);
  const packingMaterials = priceCountedLines(input.packingMaterials);
  const items = priceContractItems(input.items);
  const linesTotal = specialProducts.total + packingMaterials.total + items.total;

  const subtotalLow = servicesLow + linesTotal;
  const subtotalHigh = servicesHigh + linesTotal;
  const low = splitVat(subtotalLow, vatRate, includeVat);
  const high = splitVat(subtotalHigh, vatRate, includeVat);
  const grossLow = roundToStep(low.gross, currency);
  const grossHigh = roundToStep(high.gross, currency);

  return {
    currency,
    vatRate,
    includeVat,
    services,
    acceptedServices,
    specialProducts,
    packingMaterials,
    items,
    linesTotal,
    servicesLow,
    servicesHigh,
    subtotalLow,
    subtotalHigh,
    netLow: low.net,
    netHigh: high.net,
    vatLow: low.vat,
    vatHigh: high.vat,
    grossUnroundedLow: low.gross,
    grossUnroundedHigh: high.gross,
    roundingLow: grossLow - low.gross,
    roundingHigh: grossHigh - high.gross,
    roundingStep: roundingStep(currency),
    grossLow,
    grossHigh,
    expectedPrice: services.relocation.offered ? services.relocation.high : null,
  };
}
