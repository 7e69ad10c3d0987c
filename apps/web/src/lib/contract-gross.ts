import { type Currency, formatMoney } from '@maxer/domain';
import { currentLanguage } from './language.ts';

/** The payable total: one amount, or the range "low – high" of an offer by effort. */
export function contractGross(low: number, high: number, currency: Currency): string {
  const language = currentLanguage();
  if (low === high) return formatMoney(high, language, currency);
  return `${formatMoney(low, language, currency)} – ${formatMoney(high, language)}`;
}
