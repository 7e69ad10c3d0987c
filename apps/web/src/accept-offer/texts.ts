import type { Language } from '@maxer/domain';
import de from '../locales/de/offer-page.json';
import en from '../locales/en/offer-page.json';

/**
 * The texts of the customer's offer page, in both interface languages. The page is its own small
 * bundle without i18next (see accept-contract.html): it imports its one namespace of the catalogues,
 * `locales/<language>/offer-page.json`, which the catalogue check keeps complete in both languages
 * (lib/i18n.ts leaves that namespace out of the office app).
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
