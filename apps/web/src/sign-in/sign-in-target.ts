import type { Language } from '@maxer/domain';
import { SIGN_IN_PATH, safeRedirect } from '../lib/guards.ts';
import { languageFromPath, stripLanguagePrefix, withLanguagePrefix } from '../lib/language.ts';

/**
 * Where to go after signing in: the validated `redirect` (a full browser path), else home. A target in
 * the other language needs a full page load, since the language is fixed for a page's life.
 */
export function signInTarget(redirect: unknown, language: Language): { href: string; fullLoad: boolean } {
  const safe = safeRedirect(redirect);
  const pathname = safe ? stripLanguagePrefix(safe).split(/[?#]/)[0]!.toLowerCase() : '';
  const href = safe && pathname !== SIGN_IN_PATH ? safe : withLanguagePrefix('/', language);
  return { href, fullLoad: languageFromPath(href) !== language };
}
