import { ADMIN_HOME } from './guards.ts';
import { currentLanguage, withLanguagePrefix } from './language.ts';
import { useSession } from './session-store.ts';

/** Home as a browser path: /admin for platform admins, / for everyone else, in the page's language. */
export function useHomeHref(): string {
  const isAdmin = useSession((state) => state.isAdmin);
  return withLanguagePrefix(isAdmin ? ADMIN_HOME : '/', currentLanguage());
}
