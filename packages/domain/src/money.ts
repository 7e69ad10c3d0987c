import type { Currency } from './constants.ts';
import type { Language } from './i18n.ts';

/**
 * Money is an integer of the smallest unit (Rappen/cents); never a floating-point amount.
 * These convert at the edge: what a person types, and what they read. They are the only ones: the
 * web app, the PDFs and the e-mails all write amounts with `formatMoney` and read them with
 * `parseMoney` (ADR 018).
 */

/** Why a text is not an amount: catalogue codes, shown next to the field that holds it. */
export type MoneyParseError = 'error_number_ambiguous' | 'error_number_invalid';
export type MoneyParse = { ok: true; cents: number } | { ok: false; error: MoneyParseError };

const INVALID: MoneyParse = { ok: false, error: 'error_number_invalid' };
const AMBIGUOUS: MoneyParse = { ok: false, error: 'error_number_ambiguous' };

/** Swiss thousands separators: the plain and the typographic apostrophe, and spaces (incl. no-break). */
const SWISS_GROUP = /^['’\s\u00a0\u202f]$/;
const CURRENCY_BEFORE = /^(CHF|EUR|Fr\.?|€)\s*/i;

/** Thousands groups: 1 to 3 digits (not a leading zero), then groups of exactly three. */
const isGrouped = (runs: string[]) =>
  /^[1-9]\d{0,2}$/.test(runs[0]!) && runs.slice(1).every((run) => /^\d{3}$/.test(run));

/**
 * Read an amount as people type it, strictly: never guess.
 * - Thousands may be grouped with `'`, `’` or a space ("1'234.50", "1’234.50", "1 234.50"), or with
 *   the mark that is not the decimal mark when both appear ("1,234.50", "1.234,50"), or with one mark
 *   repeated ("1.234.567"); groups are of three digits.
 * - The decimal mark is `.` or `,` followed by one or two digits ("1234,50", "12.5").
 * - One `.` or `,` followed by exactly three digits ("4.505", "1,234") could be either: refused as
 *   `error_number_ambiguous`. More than two decimals that cannot be thousands ("0.005") and anything
 *   else are `error_number_invalid`.
 * - A currency in front ("CHF 12", "Fr. 12") and a leading minus are allowed.
 */
export function parseMoney(input: string): MoneyParse {
  let text = input.trim().replace(CURRENCY_BEFORE, '');
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1);
  if (/^[.,]\d/.test(text)) text = `0${text}`;
  if (!/^\d+([^\d]\d+)*$/.test(text)) return INVALID;
  const runs = text.split(/\D/);
  const marks = text.replace(/\d/g, '').split('');
  if (!marks.every((mark) => mark === '.' || mark === ',' || SWISS_GROUP.test(mark))) return INVALID;

  let fraction = '';
  const last = marks.at(-1);
  if ((last === '.' || last === ',') && runs.at(-1)!.length <= 2) {
    fraction = runs.pop()!;
    marks.pop();
    // The decimal mark appears once; "1,2,3" is no amount.
    if (marks.includes(last)) return INVALID;
  }
  if (marks.length > 0) {
    const swiss = marks.every((mark) => SWISS_GROUP.test(mark));
    const oneMark = marks.every((mark) => mark === marks[0]);
    if (!swiss && !oneMark) return INVALID;
    if (!isGrouped(runs)) return INVALID;
    // "4.505" with no decimals after it: thousands, or three decimals? Only the person knows.
    if (!swiss && marks.length === 1 && fraction === '') return AMBIGUOUS;
  }
  const cents = Number(runs.join('')) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return INVALID;
  return { ok: true, cents: negative && cents !== 0 ? -cents : cents };
}

/** Thousands grouped the locale's way: de-CH with the plain apostrophe, en with a comma. */
function groupThousands(digits: string, language: Language): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, language === 'de' ? "'" : ',');
}

/**
 * "1'234.50" (de-CH) or "1,234.50" (en), optionally with the currency in front. The plain apostrophe
 * everywhere (screen, PDF, e-mail): it is what Swiss offices type and what `parseMoney` reads back.
 */
export function formatMoney(cents: number, language: Language, currency?: Currency): string {
  const negative = cents < 0;
  const absolute = Math.abs(cents);
  const whole = Math.floor(absolute / 100);
  const fraction = String(absolute % 100).padStart(2, '0');
  const amount = `${negative ? '-' : ''}${groupThousands(whole.toString(), language)}.${fraction}`;
  return currency ? `${currency} ${amount}` : amount;
}

/**
 * A quantity, hours, m³ or a percentage as people read it: at most two places, none written when
 * they are zero ("4.5", "3", "8.1"), thousands grouped like amounts ("1'200").
 */
export function formatQuantity(value: number, language: Language): string {
  const rounded = Math.round(Math.abs(value) * 100) / 100;
  const [whole, fraction] = String(rounded).split('.');
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${groupThousands(whole!, language)}${fraction ? `.${fraction}` : ''}`;
}
