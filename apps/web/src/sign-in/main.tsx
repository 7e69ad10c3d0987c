import './sign-in.css';
import { CSRF_COOKIE } from '@maxer/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readCookie } from '../lib/cookies.ts';
import { isAdminHost } from '../lib/host.ts';
import { languageFromPath } from '../lib/language.ts';
import { signInApi } from './sign-in-api.ts';
import { SignInPage } from './sign-in-page.tsx';
import { signInTarget } from './sign-in-target.ts';

/**
 * The sign-in page as a first visit loads it (login.html, ADR 040): the app's own sign-in component
 * without the app around it, so a phone downloads a fraction of the app before it can sign in. After
 * signing in, the target page loads the app in full (the session is the cookie the server just set).
 */
const language = languageFromPath(window.location.pathname);
document.documentElement.lang = language;
const target = signInTarget(new URLSearchParams(window.location.search).get('redirect'), language);

async function alreadySignedIn(): Promise<boolean> {
  // The readable CSRF cookie comes and goes with the session cookie: without it there is no session.
  if (!readCookie(CSRF_COOKIE)) return false;
  try {
    const response = await fetch('/api/auth', { headers: { accept: 'application/json' } });
    return response.ok;
  } catch {
    return false;
  }
}

async function start() {
  if (await alreadySignedIn()) {
    window.location.replace(target.href);
    return;
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('login.html lacks #root');
  createRoot(root).render(
    <StrictMode>
      <SignInPage
        api={signInApi(language)}
        language={language}
        adminHost={isAdminHost()}
        onSignedIn={() => window.location.assign(target.href)}
      />
    </StrictMode>,
  );
}

void start();
