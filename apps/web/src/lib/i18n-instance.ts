import type { Language } from '@maxer/domain';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

export type Catalogue = Record<string, unknown>;

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
  'addresses',
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
  'bank-import',
  'on-behalf',
  'admin-live',
  'notifications',
  'search',
  'connection',
  'appointments',
  'calendar',
  'entry',
  'job-page',
  'maxer-invoices',
  'google-calendar',
  'dispatch',
  'reviews',
  'comments',
  'media',
  'volume',
  'analytics',
  'webhooks',
  'apiKeys',
  'inquiry',
  'followUps',
] as const;

/**
 * One i18next instance in the page's language (fixed for the page's life: switching reloads), with
 * that language's catalogues by namespace (loadCatalogues for the page, lib/i18n.ts in tests).
 */
export function createI18nWith(language: Language, byNamespace: Record<string, Catalogue>): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: byNamespace },
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** The page's language's catalogues: one chunk per language, so a page never downloads the other. */
export async function loadCatalogues(language: Language): Promise<Record<string, Catalogue>> {
  const module = language === 'en' ? await import('../locales/en.ts') : await import('../locales/de.ts');
  return module.catalogues;
}
