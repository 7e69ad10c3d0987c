import type { Language } from '@maxer/domain';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

type Catalogue = Record<string, unknown>;

/**
 * Every catalogue file: `locales/<language>/<namespace>.json`. They are small; all ship with the app,
 * but the customer's offer page's (`offer-page.json`), which only that page's own bundle imports.
 */
const files = import.meta.glob<Catalogue>(['../locales/*/*.json', '!../locales/*/offer-page.json'], {
  eager: true,
  import: 'default',
});

export const NAMESPACES = [
  'common',
  'auth',
  'shell',
  'home',
  'admin',
  'admin-write',
  'admin-search',
  'admin-activity',
  'sessions',
  'errors',
  'customers',
  'vehicles',
  'items',
  'services',
  'questions',
  'statuses',
  'employees',
  'company',
  'profile',
  'mailbox',
  'mail',
  'contracts',
  'offers',
  'contract-editor',
  'editor',
  'pdf-components',
  'mail-templates',
  'mail-preview',
  'system-emails',
  'invoices',
  'payments',
  'on-behalf',
  'admin-live',
] as const;

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

/** One i18next instance in the page's language (fixed for the page's life: switching reloads). */
export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: catalogues() as Resource,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
