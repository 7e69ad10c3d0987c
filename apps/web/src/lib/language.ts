import type { Language } from '@maxer/domain';

/** English lives under this prefix; German at bare paths (spec §2). */
const ENGLISH_PREFIX = '/en';

function hasEnglishPrefix(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === ENGLISH_PREFIX || /^\/en[/?#]/.test(lower);
}

/** The interface language of a browser path. */
export function languageFromPath(path: string): Language {
  return hasEnglishPrefix(path) ? 'en' : 'de';
}

/**
 * The language of the page in this tab. It changes only by a full page load (the switch navigates to
 * the other prefix), so the address bar is the single source of truth.
 */
export function currentLanguage(): Language {
  return languageFromPath(window.location.pathname);
}

/** The router's basepath for a language. */
export function basepathFor(language: Language): string {
  return language === 'en' ? ENGLISH_PREFIX : '/';
}

/** A browser path (with query) as the router sees it: without the language prefix. */
export function stripLanguagePrefix(path: string): string {
  if (!hasEnglishPrefix(path)) return path;
  const rest = path.slice(ENGLISH_PREFIX.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** A router path (with query) as the browser shows it in a language; English home is `/en/`, as the router writes it. */
export function withLanguagePrefix(appPath: string, language: Language): string {
  return language === 'de' ? appPath : `${ENGLISH_PREFIX}${appPath}`;
}

/**
 * The same page in another language. On the sign-in page the `redirect` target moves along, so that
 * whoever switched language there lands on their page in the language they chose.
 */
export function switchLanguagePath(browserPath: string, target: Language): string {
  const url = new URL(stripLanguagePrefix(browserPath), 'http://maxer.invalid');
  const redirect = url.searchParams.get('redirect');
  if (url.pathname.toLowerCase() === '/login.php' && redirect?.startsWith('/')) {
    url.searchParams.set('redirect', withLanguagePrefix(stripLanguagePrefix(redirect), target));
  }
  return withLanguagePrefix(`${url.pathname}${url.search}${url.hash}`, target);
}
