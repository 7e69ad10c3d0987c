import type { Language } from '@maxer/domain';
import de from '../locales/de/review-page.json';
import en from '../locales/en/review-page.json';

/**
 * The texts of the customer's review page in both languages. Like the offer page, its own small bundle
 * without i18next (customers-reviews.html) imports its one namespace, `locales/<language>/review-page.json`,
 * which the catalogue check keeps complete in both languages (lib/i18n.ts leaves it out of the office app).
 */
export type TextKey = keyof typeof de;
export const TEXTS: Record<Language, Record<TextKey, string>> = {
  de,
  en: en satisfies Record<TextKey, string>,
};

/** A text with its `{{name}}` placeholders filled. */
export function text(language: Language, key: TextKey, params: Record<string, string | number> = {}) {
  return TEXTS[language][key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
