import type { Currency, PdfRelocationPriceType } from '../constants.ts';
import type { Language } from '../i18n.ts';
import { formatMoney } from '../money.ts';
import type { RelocationPrice, ServicePrice } from './breakdown.ts';

export interface PriceDisplayOptions {
  /** The company's `pdfRelocationPriceType`. */
  type: PdfRelocationPriceType;
  language: Language;
  currency: Currency;
}

const WORDS = {
  de: { from: 'ab', to: 'bis', max: 'max.', byEffort: 'nach Aufwand' },
  en: { from: 'from', to: 'up to', max: 'max.', byEffort: 'by effort' },
} as const satisfies Record<Language, Record<string, string>>;

/**
 * A price range as documents write it (pricing.md "PDF price display"): FROMTO "CHF 1'200.00 – 1'500.00",
 * FROM "ab CHF 1'200.00" / "from CHF 1'200.00", TO "bis CHF 1'500.00" / "up to CHF 1'500.00". A fixed
 * price (low = high) is one amount whatever the type. A cost ceiling adds ", max. CHF 1'600.00".
 */
export function formatPriceRange(
  low: number,
  high: number,
  options: PriceDisplayOptions & { maxPrice?: number | null },
): string {
  const { type, language, currency } = options;
  const words = WORDS[language];
  let text: string;
  if (low === high) text = formatMoney(low, language, currency);
  else if (type === 'FROM') text = `${words.from} ${formatMoney(low, language, currency)}`;
  else if (type === 'TO') text = `${words.to} ${formatMoney(high, language, currency)}`;
  else text = `${formatMoney(low, language, currency)} – ${formatMoney(high, language)}`;
  if (options.maxPrice != null) text += `, ${words.max} ${formatMoney(options.maxPrice, language, currency)}`;
  return text;
}

/**
 * A service's price as the customer pays it (after its discount): "nach Aufwand" / "by effort" for
 * cleaning by effort, a relocation with a cost ceiling adds it; null when the service is not offered.
 */
export function formatServicePrice(
  price: ServicePrice | RelocationPrice,
  options: PriceDisplayOptions,
): string | null {
  if (!price.offered) return null;
  if (price.byEffort) return WORDS[options.language].byEffort;
  const maxPrice = 'maxPrice' in price ? price.maxPrice : null;
  return formatPriceRange(price.lowAfterDiscount, price.highAfterDiscount, { ...options, maxPrice });
}
