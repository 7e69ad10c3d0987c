import type { AuthResponse } from '@maxer/domain';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import '../../../sign-in/sign-in.css';
import { useMemo } from 'react';
import { isAdminHost } from '../../../lib/host.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { sessionStore } from '../../../lib/session-store.ts';
import { signInApi } from '../../../sign-in/sign-in-api.ts';
import { SignInPage } from '../../../sign-in/sign-in-page.tsx';
import { signInTarget } from '../../../sign-in/sign-in-target.ts';

const route = getRouteApi('/login.php');

/**
 * The app's /login.php (reached inside the app: a session that ended, signing out): the same sign-in
 * page a first visit loads on its own (login.html, ADR 040), signing in without leaving the app.
 */
export function LoginPage() {
  const { redirect } = route.useSearch();
  const router = useRouter();
  const adminHost = isAdminHost();
  const language = currentLanguage();
  const api = useMemo(() => signInApi(language), [language]);

  const onSignedIn = (auth: AuthResponse) => {
    sessionStore.signIn(auth, adminHost);
    const target = signInTarget(redirect, language);
    if (target.fullLoad) window.location.assign(target.href);
    else void router.navigate({ href: target.href, replace: true });
  };

  return <SignInPage api={api} language={language} adminHost={adminHost} onSignedIn={onSignedIn} />;
}
