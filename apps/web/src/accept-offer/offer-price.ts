import {
  computePrice,
  PRICED_SERVICES,
  type PriceBreakdown,
  type PricedService,
  type PricingInput,
  type PublicOffer,
} from '@maxer/domain';

/** The services the customer can choose: those the contract offers (cleaning by effort included). */
export function offeredServices(offer: PublicOffer): PricedService[] {
  return PRICED_SERVICES.filter((name) => offer.contract.price.services[name].offered);
}

/** What is ticked when the page opens: the recorded choice once accepted, else everything offered. */
export function initialChoice(offer: PublicOffer): PricedService[] {
  return offer.acceptedServices ? [...offer.acceptedServices] : offeredServices(offer);
}

/** Ticks or unticks a service, keeping the order of PRICED_SERVICES. */
export function toggleService(chosen: readonly PricedService[], name: PricedService, on: boolean) {
  const set = new Set(chosen);
  if (on) set.add(name);
  else set.delete(name);
  return PRICED_SERVICES.filter((service) => set.has(service));
}

/**
 * The price with the chosen services, computed exactly as the server computes the snapshot it stores
 * on acceptance (public-offers.service.ts `acceptOffer`): the contract as shown, VAT and currency from
 * it, and the chosen services, de-duplicated and sorted. The same pricing module, so the total the
 * customer sees while ticking is the total recorded.
 */
export function priceWith(offer: PublicOffer, chosen: readonly PricedService[]): PriceBreakdown {
  const { contract } = offer;
  return computePrice({
    ...(contract as unknown as PricingInput),
    includeVat: contract.includeVat,
    vatRate: contract.vatRate,
    currency: contract.currency,
    acceptedServices: [...new Set(chosen)].sort(),
  });
}
