import { type AuthResponse, LANGUAGES, type Language } from '@maxer/domain';
import { type MouseEvent, useEffect, useState } from 'react';
import { setLanguageCookie } from '../lib/cookies.ts';
import { switchLanguagePath } from '../lib/language.ts';
import { ForgotForm } from './forgot-form.tsx';
import type { SignInApi } from './sign-in-api.ts';
import { SignInForm } from './sign-in-form.tsx';
import { appName, languageName, text } from './texts.ts';

interface SignInPageProps {
  api: SignInApi;
  language: Language;
  /** The platform admins' sign-in (the admin address) rather than a company's. */
  adminHost: boolean;
  onSignedIn: (auth: AuthResponse) => void;
}

/**
 * The sign-in page (/login.php): e-mail and password, or "forgot password" in its place. Plain React
 * and its own small stylesheet, no UI library: the same component is the app's /login.php route and
 * the page of its own a first visit loads (login.html, ADR 040), which must stay light on a phone.
 */
export function SignInPage({ api, language, adminHost, onSignedIn }: SignInPageProps) {
  // "Forgot password?" swaps the form in place (no route of its own: the sign-in bundle stays one).
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState('');
  const forgotten = forgotEmail !== null;
  const title = forgotten
    ? text(language, 'forgot.title')
    : adminHost
      ? text(language, 'signIn.adminTitle')
      : text(language, 'signIn.title');

  useEffect(() => {
    document.title = `${forgotten ? text(language, 'forgot.title') : text(language, 'signIn.title')} · ${appName(language)}`;
  }, [forgotten, language]);

  return (
    <main className="sign-in">
      <div className="sign-in-column">
        <p className="sign-in-brand" aria-hidden="true">
          {appName(language)}
        </p>
        <section className="sign-in-card" aria-labelledby="sign-in-title">
          <div>
            <h1 id="sign-in-title">{title}</h1>
            {!forgotten && <p className="dimmed">{text(language, 'signIn.intro')}</p>}
          </div>
          {forgotten ? (
            <ForgotForm
              api={api}
              language={language}
              initialEmail={forgotEmail}
              onBack={() => {
                setLastEmail(forgotEmail);
                setForgotEmail(null);
              }}
            />
          ) : (
            <SignInForm
              api={api}
              language={language}
              onSignedIn={onSignedIn}
              onForgot={setForgotEmail}
              initialEmail={lastEmail}
            />
          )}
        </section>
        <p className="sign-in-language">
          <LanguageSwitch language={language} />
        </p>
      </div>
    </main>
  );
}

/** "English" on the German page, "Deutsch" on the English one; the sign-in target moves along. */
function LanguageSwitch({ language }: { language: Language }) {
  const target = LANGUAGES.find((candidate) => candidate !== language) ?? language;
  const href = switchLanguagePath(
    `${window.location.pathname}${window.location.search}${window.location.hash}`,
    target,
  );
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    setLanguageCookie(target);
    // A full load: the app's router and catalogues follow the prefix.
    window.location.assign(href);
  };
  return (
    <a href={href} onClick={onClick} lang={target} hrefLang={target}>
      {languageName(language, target)}
    </a>
  );
}
