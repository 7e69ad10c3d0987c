import type { Language } from '@maxer/domain';
import de from '../locales/de/shared-media.json';
import en from '../locales/en/shared-media.json';

/**
 * The texts of the customer's shared-media page in both languages: its own namespace,
 * `locales/<language>/shared-media.json`, kept complete by the catalogue check and left out of the
 * office app (lib/i18n.ts), like the review page's.
 */
export type TextKey = keyof typeof de;
export const TEXTS: Record<Language, Record<TextKey, string>> = {
  de,
  en: en satisfies Record<TextKey, string>,
};

export function text(language: Language, key: TextKey, params: Record<string, string | number> = {}) {
  return TEXTS[language][key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
