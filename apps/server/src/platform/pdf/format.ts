import { type Currency, formatMoney, formatQuantity, type Language } from '@maxer/domain';

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

/**
 * Money, quantities, dates and times as every document writes them in its language: "31.03.2026" in
 * German, "31 Mar 2026" in English; instants in the company's time zone, calendar days as they are.
 */
export function documentFormat(language: Language, timeZone: string, currency: Currency) {
  const money = (cents: number) => formatMoney(cents, language, currency);
  /** A quantity or percentage: at most two places ("4.5"), as the web app writes it. */
  const quantity = (value: number) => formatQuantity(value, language);
  /** The day of an instant in the time zone. */
  const date = (iso: string | Date) => formatter(language, timeZone, 'date').format(new Date(iso));
  /** The time of an instant in the time zone ("14:30"). */
  const time = (iso: string) => formatter(language, timeZone, 'time').format(new Date(iso));
  /** A calendar day ("2027-03-15"): no time zone moves it. */
  const day = (value: string) => formatter(language, 'UTC', 'date').format(new Date(`${value}T12:00:00Z`));
  return { money, quantity, date, time, day };
}

export type DocumentFormat = ReturnType<typeof documentFormat>;
