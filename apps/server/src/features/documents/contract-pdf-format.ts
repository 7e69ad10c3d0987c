import {
  type Currency,
  formatMoney,
  formatPriceRange,
  formatQuantity,
  type Language,
  type PdfRelocationPriceType,
} from '@maxer/domain';
import type { PdfLabels } from './contract-pdf-labels.ts';

/** Dates and times as the language writes them; formatters are built once per language and zone. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(language: Language, timeZone: string, kind: 'date' | 'time'): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}|${kind}`;
  let format = formatters.get(key);
  if (!format) {
    const locale = language === 'de' ? 'de-CH' : 'en-GB';
    format =
      kind === 'date'
        ? new Intl.DateTimeFormat(locale, {
            timeZone,
            day: language === 'de' ? '2-digit' : 'numeric',
            month: language === 'de' ? '2-digit' : 'short',
            year: 'numeric',
          })
        : new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(key, format);
  }
  return format;
}

/** Money, price ranges, dates and times as the contract PDF writes them in its language and the company's zone. */
export function contractPdfFormat(
  language: Language,
  timeZone: string,
  currency: Currency,
  priceType: PdfRelocationPriceType,
  labels: PdfLabels,
) {
  const display = { type: priceType, language, currency };
  const money = (cents: number) => formatMoney(cents, language, currency);
  /** A quantity or percentage: at most two places ("4.5"), as the web app writes it. */
  const quantity = (value: number) => formatQuantity(value, language);
  const range = (low: number, high: number) => formatPriceRange(low, high, display);
  const date = (iso: string | Date) => formatter(language, timeZone, 'date').format(new Date(iso));
  const time = (iso: string) => formatter(language, timeZone, 'time').format(new Date(iso));
  const dateTime = (iso: string) => `${date(iso)}, ${labels.time(time(iso))}`;
  /** A calendar day ("2027-03-15"): no time zone moves it. */
  const day = (value: string) => formatter(language, 'UTC', 'date').format(new Date(`${value}T12:00:00Z`));
  return { display, money, quantity, range, date, time, dateTime, day };
}

export type ContractPdfFormat = ReturnType<typeof contractPdfFormat>;
