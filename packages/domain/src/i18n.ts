/** Interface languages. German is the default and lives at bare paths; English under `/en`. */
export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';

/** Languages that labels of questions and services exist in (spec §1). */
export const LABEL_LANGUAGES = ['de', 'en', 'fr', 'it'] as const;
export type LabelLanguage = (typeof LABEL_LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A text in both interface languages. */
export type Localized = Record<Language, string>;
