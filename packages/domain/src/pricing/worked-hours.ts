import { z } from 'zod';
import { applyDiscount } from './discount.ts';
import { priceRelocation } from './relocation.ts';
import { centsSchema, type PricingInput, quantitySchema } from './schemas.ts';

/**
 * What an hourly job actually took, asked when it is invoiced ("Rechnung erstellen"): the hours worked
 * (travel not included; the job's return trip is added as offered), the workers (printed on the invoice,
 * the hour price is the team's), and the extras as they came (food, packaging, disassembly together).
 */
export const workedHoursSchema = z.object({
  hours: quantitySchema,
  workers: z.number({ error: 'error_field_invalid' }).int().min(1).max(99).nullish(),
  extras: centsSchema.nullish(),
});
export type WorkedHours = z.output<typeof workedHoursSchema>;

/** True when the relocation is billed by the hour (hourly, or hourly under a cost ceiling). */
export function isBilledByHours(input: Pick<PricingInput, 'relocation'>): boolean {
  const relocation = input.relocation;
  if (!relocation || relocation.hourPrice == null) return false;
  return (relocation.priceType ?? 'hourly') !== 'flatRate';
}

/**
 * The relocation's price for the hours worked (pricing.md "Relocation"): hourPrice × (hours + returnTrip)
 * + extras (the job's unless given), minus the service's discount; under a cost ceiling (maxPrice) never
 * above the ceiling. `estimate` is the range the customer accepted, after discount, for the difference.
 */
export function workedRelocationPrice(
  input: Pick<PricingInput, 'relocation' | 'discounts'>,
  worked: WorkedHours,
): { amount: number; estimate: { low: number; high: number }; capped: boolean; maxPrice: number | null } {
  const relocation = input.relocation ?? {};
  const discount = input.discounts?.relocation;
  const offered = priceRelocation(relocation);
  const estimate = applyDiscount(offered, discount);
  const extras = worked.extras ?? null;
  const asWorked = {
    ...relocation,
    hours: worked.hours,
    expectedTime: null,
    ...(extras === null ? {} : { workersFood: extras, packaging: null, disassembly: null }),
  };
  const actual = priceRelocation(asWorked);
  const uncapped = priceRelocation({ ...asWorked, priceType: 'hourly', maxPrice: null });
  const discounted = applyDiscount(actual, discount);
  return {
    amount: Math.max(0, discounted.highAfterDiscount),
    estimate: { low: estimate.lowAfterDiscount, high: estimate.highAfterDiscount },
    capped: actual.maxPrice !== null && uncapped.high > actual.maxPrice,
    maxPrice: actual.maxPrice,
  };
}
