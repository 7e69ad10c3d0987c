import type { Language } from '@maxer/domain';

/**
 * Dates and times as people read them (decisions.md "Languages"). Amounts and quantities are not
 * here: the domain's `formatMoney` and `formatQuantity` write them, the same on screen, in PDFs and
 * in e-mails (ADR 018).
 */
const LOCALES: Record<Language, string> = { de: 'de-CH', en: 'en-GB' };

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

/**
 * A calendar month ('2026-11') as a chart's axis or a table shows it: short "Nov. 26" / "Nov 26",
 * long "November 2026". The month is a name, not an instant: no time zone applies.
 */
export function formatMonth(month: string, language: Language, style: 'short' | 'long' = 'short'): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(LOCALES[language], {
    month: style,
    year: style === 'short' ? '2-digit' : 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, number - 1, 1)));
}
