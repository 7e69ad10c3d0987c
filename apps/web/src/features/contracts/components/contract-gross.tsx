import type { Currency } from '@maxer/domain';
import { formatCents } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';

/** The payable total: one amount, or the range "low – high" of an offer by effort. */
export function contractGross(low: number, high: number, currency: Currency): string {
  const language = currentLanguage();
  if (low === high) return formatCents(high, language, currency);
  return `${formatCents(low, language, currency)} – ${formatCents(high, language)}`;
}
