import type { Language } from '@maxer/domain';
import type { i18n as I18n } from 'i18next';
import { type Catalogue, createI18nWith } from './i18n-instance.ts';

export { NAMESPACES } from './i18n-instance.ts';

/**
 * Every catalogue file: `locales/<language>/<namespace>.json`, but the customer's offer page's
 * (`offer-page.json`) and the review page's (`review-page.json`), which only those pages' own bundles import. The app's page loads only its own
 * language's (loadCatalogues); this eager set of both is for tests and the catalogue checks.
 */
const files = import.meta.glob<Catalogue>(
  [
    '../locales/*/*.json',
    '!../locales/*/offer-page.json',
    '!../locales/*/review-page.json',
    '!../locales/*/shared-media.json',
    '!../locales/*/inquiry-page.json',
  ],
  {
    eager: true,
    import: 'default',
  },
);

/** The catalogues by language and namespace, read from the file names. */
export function catalogues(): Record<string, Record<string, Catalogue>> {
  const byLanguage: Record<string, Record<string, Catalogue>> = {};
  for (const [file, content] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match) continue;
    const [, language, namespace] = match as unknown as [string, string, string];
    byLanguage[language] ??= {};
    byLanguage[language][namespace] = content;
  }
  return byLanguage;
}

/** An i18next instance in `language` with its catalogues read eagerly (tests). */
export function createI18n(language: Language): I18n {
  return createI18nWith(language, catalogues()[language] ?? {});
}
