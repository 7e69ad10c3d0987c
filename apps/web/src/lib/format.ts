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
