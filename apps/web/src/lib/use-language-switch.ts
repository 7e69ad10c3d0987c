import { LANGUAGES, type Language } from '@maxer/domain';
import { useRouterState } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { setLanguageCookie } from './cookies.ts';
import { currentLanguage, switchLanguagePath } from './language.ts';

/** The other language's version of this page, and a click handler that remembers the choice. */
export function useLanguageSwitch(): {
  target: Language;
  href: string;
  onClick: (event: MouseEvent) => void;
} {
  const language = currentLanguage();
  const target = LANGUAGES.find((candidate) => candidate !== language) ?? language;
  // The address as shown (a company page an admin opens for a company keeps its /admin/company/{id} prefix).
  const shownHref = useRouterState({ select: (state) => state.location.publicHref });
  const href = switchLanguagePath(shownHref, target);
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    setLanguageCookie(target);
    // A full load: the router's basepath and the catalogues follow the prefix.
    window.location.assign(href);
  };
  return { target, href, onClick };
}
