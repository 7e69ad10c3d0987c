import type { Language } from '@maxer/domain';
import authDe from '../locales/de/auth.json';
import commonDe from '../locales/de/common.json';
import authEn from '../locales/en/auth.json';
import commonEn from '../locales/en/common.json';

/**
 * The sign-in page's texts: the app's `auth` namespace and the few `common` ones it shows (the app's
 * name, the other language's name), read straight from the catalogues, so the page needs no i18next
 * in its own bundle (login.html) and says the same as the app's catalogue check keeps complete.
 */
const CATALOGUES = {
  de: { auth: authDe, common: commonDe },
  en: { auth: authEn, common: commonEn },
} as const;

type Auth = typeof authDe;
type Leaf<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaf<T[K]>}` }[keyof T & string];
export type TextKey = Leaf<Pick<Auth, 'signIn' | 'forgot'>>;

function lookup(tree: unknown, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
  return typeof value === 'string' ? value : key;
}

/** An `auth` text with its `{{name}}` placeholders filled. */
export function text(language: Language, key: TextKey, params: Record<string, string> = {}): string {
  return lookup(CATALOGUES[language].auth, key).replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

export function appName(language: Language): string {
  return CATALOGUES[language].common.appName;
}

/** A language's own name ("Deutsch", "English"), as the link to it says. */
export function languageName(language: Language, of: Language): string {
  return CATALOGUES[language].common.language[of];
}
