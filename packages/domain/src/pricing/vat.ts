import { toHundredths } from './arithmetic.ts';
import { divideRounded } from './rounding.ts';

export interface VatSplit {
  net: number;
  vat: number;
  /** net + vat, before the rounding to the currency's step. */
  gross: number;
}

/**
 * VAT of an amount in cents at a rate in percent (7.7), rounded half away from zero to a cent.
 * includeVat false: the amount is net; vat = round(net × rate / 100), gross = net + vat.
 * includeVat true: the amount is gross; vat = round(gross × rate / (100 + rate)), net = gross − vat.
 */
export function splitVat(amount: number, rate: number, includeVat: boolean): VatSplit {
  const rateHundredths = BigInt(toHundredths(rate));
  if (includeVat) {
    const vat = Number(divideRounded(BigInt(amount) * rateHundredths, 10_000n + rateHundredths));
    return { net: amount - vat, vat, gross: amount };
  }
  const vat = Number(divideRounded(BigInt(amount) * rateHundredths, 10_000n));
  return { net: amount, vat, gross: amount + vat };
}
