import type { z } from 'zod';
import type { ErrorCode } from '../errors/catalogue.ts';
import { MAX_PRICE_CENTS } from '../workspace/item.schemas.ts';
import { computePrice } from './compute.ts';
import { PRICED_SERVICES, type PricingInput, pricingShapeSchema } from './schemas.ts';

export interface PricingIssue {
  path: (string | number)[];
  code: ErrorCode;
}

/**
 * The rules that need computed prices (field shapes and "amount or percent, not both" are the schemas'):
 * - a service discount that makes its low or high bound negative: `error_field_invalid` on the
 *   discount's amount (or percent);
 * - a contract item discount that makes the running sum negative: `error_field_invalid` on it;
 * - accepted services, when given: at least one (`error_field_required`), each offered and named once
 *   (`error_field_invalid`);
 * - no computed line, bound or total above MAX_PRICE_CENTS (`error_field_invalid`), which also keeps
 *   every sum an exact integer.
 */
export function pricingIssues(input: PricingInput): PricingIssue[] {
  const issues: PricingIssue[] = [];
  const invalid = (...path: (string | number)[]) => issues.push({ path, code: 'error_field_invalid' });
  const price = computePrice(input);

  for (const name of PRICED_SERVICES) {
    const service = price.services[name];
    if (service.discount && (service.lowAfterDiscount < 0 || service.highAfterDiscount < 0)) {
      invalid('discounts', name, service.discount.amount != null ? 'amount' : 'percent');
    }
    if (service.high > MAX_PRICE_CENTS) invalid(name);
  }

  for (const line of price.items.lines) {
    if (line.type === 'discount' && line.runningTotal < 0) {
      const item = input.items?.[line.index];
      invalid('items', line.index, item?.type === 'discount' && item.amount != null ? 'amount' : 'percent');
    }
    if (line.amount != null && line.amount > MAX_PRICE_CENTS) invalid('items', line.index, 'quantity');
  }
  for (const group of ['specialProducts', 'packingMaterials'] as const) {
    price[group].lines.forEach((line, index) => {
      if (line.amount > MAX_PRICE_CENTS) invalid(group, index, 'count');
    });
  }

  if (input.acceptedServices != null) {
    if (input.acceptedServices.length === 0) {
      issues.push({ path: ['acceptedServices'], code: 'error_field_required' });
    }
    input.acceptedServices.forEach((name, index) => {
      const repeated = input.acceptedServices!.indexOf(name) !== index;
      if (!price.services[name].offered || repeated) invalid('acceptedServices', index);
    });
  }

  if (price.grossHigh > MAX_PRICE_CENTS) invalid();
  return issues;
}

/**
 * The priced parts of a contract, with every pricing rule: validate with this, then `computePrice`.
 * The rules on computed prices run once every field is valid, so they never see amounts the engine
 * does not take (and a field error is not followed by the errors it causes).
 */
export const pricingInputSchema = pricingShapeSchema.superRefine(
  (input, ctx) => {
    for (const issue of pricingIssues(input)) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.code });
    }
  },
  { when: (payload) => payload.issues.length === 0 },
);
export type PricingValues = z.output<typeof pricingInputSchema>;
