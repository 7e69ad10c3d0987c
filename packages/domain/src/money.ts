import type { Currency } from './constants.ts';
import type { Language } from './i18n.ts';

/**
 * Money is an integer of the smallest unit (Rappen/cents); never a floating-point amount.
 * These convert at the edge: what a person types, and what they read.
 */

/**
 * Parse an amount as people type it: "1'234.50", "1’234.5", "1234,50", "1,234.50", "CHF 12".
 * Answers cents, or null when the text is not an amount with at most two decimals.
 */
export function parseMoney(input: string): number | null {
  let text = input
    .trim()
    .replace(/^(CHF|EUR|Fr\.|€)\s*/i, '')
    .replace(/[\s'’]/g, '');
  if (text === '') return null;
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1);
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  // The right-most separator followed by one or two digits is the decimal mark; others group thousands.
  const decimalAt = Math.max(lastComma, lastDot);
  let whole = text;
  let fraction = '';
  if (decimalAt >= 0 && text.length - decimalAt - 1 <= 2 && text.length - decimalAt - 1 > 0) {
    whole = text.slice(0, decimalAt);
    fraction = text.slice(decimalAt + 1);
  }
  // Grouping separators only between groups of three digits: "1.234" yes, "1..2" no.
  if (whole !== '' && !/^(\d+|\d{1,3}([.,]\d{3})+)$/.test(whole)) return null;
  whole = whole.replace(/[.,]/g, '');
  if (!/^\d{0,2}$/.test(fraction) || (whole === '' && fraction === '')) return null;
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return negative ? -cents : cents;
}

/** "1'234.50" (de-CH) or "1,234.50" (en), optionally with the currency in front. */
export function formatMoney(cents: number, language: Language, currency?: Currency): string {
  const negative = cents < 0;
  const absolute = Math.abs(cents);
  const whole = Math.floor(absolute / 100);
  const fraction = String(absolute % 100).padStart(2, '0');
  const grouped = whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, language === 'de' ? '\u2019' : ',');
  const amount = `${negative ? '-' : ''}${grouped}.${fraction}`;
  return currency ? `${currency} ${amount}` : amount;
}
