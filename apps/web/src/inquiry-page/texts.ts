import type { Language } from '@maxer/domain';
import de from '../locales/de/inquiry-page.json';
import en from '../locales/en/inquiry-page.json';

/**
 * The texts of the web inquiry form in both languages: its own namespace,
 * `locales/<language>/inquiry-page.json`, kept complete by the catalogue check and left out of the
 * office app (lib/i18n.ts), like the review page's. The field errors are the domain schema's codes.
 */
type Catalogue = typeof de;
export type TextKey = Exclude<keyof Catalogue, 'errors'>;
export type ErrorKey = keyof Catalogue['errors'];
const TEXTS: Record<Language, Catalogue> = { de, en: en satisfies Catalogue };

export function text(language: Language, key: TextKey, params: Record<string, string | number> = {}) {
  return TEXTS[language][key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** A field's message for a code of the schema (or of the server); unknown codes read as invalid. */
export function errorText(language: Language, code: string): string {
  const errors = TEXTS[language].errors;
  return Object.hasOwn(errors, code) ? errors[code as ErrorKey] : errors.error_field_invalid;
}
