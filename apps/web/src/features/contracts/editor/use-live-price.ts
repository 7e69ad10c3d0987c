import { type Currency, computePrice, type PriceBreakdown, pricingInputSchema } from '@maxer/domain';
import { useEffect, useMemo, useRef } from 'react';
import type { ContractFormValues } from './contract-form-types.ts';
import { livePricingInput } from './contract-input.ts';

/**
 * The price of the form as it stands, by the same pricing module the server uses, so it is the price
 * that will be saved. `current` is null while a field holds something that is not an amount yet;
 * `shown` is then the last price that could be computed.
 */
export function useLivePrice(values: ContractFormValues, vatRate: number, currency: Currency) {
  const current = useMemo((): PriceBreakdown | null => {
    const parsed = pricingInputSchema.safeParse(livePricingInput(values, { vatRate, currency }));
    return parsed.success ? computePrice(parsed.data) : null;
  }, [values, vatRate, currency]);
  const lastValid = useRef<PriceBreakdown | null>(current);
  useEffect(() => {
    if (current) lastValid.current = current;
  }, [current]);
  return { current, shown: current ?? lastValid.current };
}
