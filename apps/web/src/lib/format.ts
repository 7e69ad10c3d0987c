import { type Currency, formatMoney as formatDomainMoney, type Language } from '@maxer/domain';

/** Swiss German and international English formats (decisions.md "Languages"). */
const LOCALES: Record<Language, string> = { de: 'de-CH', en: 'en-GB' };

/** de-CH groups thousands with a typographic apostrophe; Swiss offices write the plain one. */
const swissApostrophe = (text: string) => text.replaceAll('\u2019', "'");

function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/** de: 21.11.2026, en: 21 Nov 2026. */
export function formatDate(value: Date | string, language: Language, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions =
    language === 'de'
      ? { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }
      : { day: 'numeric', month: 'short', year: 'numeric', timeZone };
  return new Intl.DateTimeFormat(LOCALES[language], options).format(toDate(value));
}

/** 14:30 in both languages. */
export function formatTime(value: Date | string, language: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(toDate(value));
}

export function formatDateTime(value: Date | string, language: Language, timeZone?: string): string {
  return `${formatDate(value, language, timeZone)} ${formatTime(value, language, timeZone)}`;
}

/** de: 1'234.50, en: 1,234.50. */
export function formatNumber(value: number, language: Language, fractionDigits = 2): string {
  const text = new Intl.NumberFormat(LOCALES[language], {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
  return swissApostrophe(text);
}

/** CHF 1'234.50 (the currency code first, as on Swiss invoices). */
export function formatMoney(value: number, currency: string, language: Language): string {
  return `${currency} ${formatNumber(value, language)}`;
}

/**
 * An amount in Rappen/cents as people read it: de 1'234.50, en 1,234.50, optionally with the currency
 * in front. The domain formats it; the page shows the plain apostrophe like the other numbers.
 */
export function formatCents(cents: number, language: Language, currency?: Currency): string {
  return swissApostrophe(formatDomainMoney(cents, language, currency));
}
