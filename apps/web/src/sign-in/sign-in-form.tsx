import type { AuthResponse, Language } from '@maxer/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '../lib/api-error.ts';
import { Notice, PasswordField, SubmitButton, TextField } from './fields.tsx';
import { type LoginField, type LoginFieldErrors, validateLogin } from './login-validation.ts';
import type { SignInApi } from './sign-in-api.ts';
import { text } from './texts.ts';

interface SignInFormProps {
  api: SignInApi;
  language: Language;
  onSignedIn: (auth: AuthResponse) => void;
  /** "Forgot password?": with the address typed so far. */
  onForgot: (email: string) => void;
  initialEmail?: string;
}

/** E-mail and password; the checks of the API schema, and the server's own message when it refuses. */
export function SignInForm({ api, language, onSignedIn, onForgot, initialEmail = '' }: SignInFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const t = (key: Parameters<typeof text>[1]) => text(language, key);

  // The page exists to sign in: start in the e-mail field.
  useEffect(() => emailInput.current?.focus(), []);

  const focusFirst = (errors: LoginFieldErrors) => {
    const first = (['email', 'password'] as const).find((field) => errors[field]);
    if (first) (first === 'email' ? emailInput : passwordInput).current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const checked = validateLogin({ email, password }, language);
    if (checked.errors) {
      setFieldErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      const auth = await api.login(checked.data);
      onSignedIn(auth);
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError)) {
        setFormError(String(error));
        return;
      }
      const serverFields: LoginFieldErrors = {};
      for (const field of ['email', 'password'] as const satisfies LoginField[]) {
        const message = error.fields[field]?.message;
        if (message) serverFields[field] = message;
      }
      setFieldErrors(serverFields);
      if (Object.keys(serverFields).length > 0) focusFirst(serverFields);
      else setFormError(error.message);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('signIn.title')} className="stack">
      {formError && (
        <Notice tone="error" title={t('signIn.failedTitle')}>
          {formError}
        </Notice>
      )}
      <TextField
        ref={emailInput}
        label={t('signIn.email')}
        placeholder={t('signIn.emailPlaceholder')}
        type="email"
        name="email"
        autoComplete="username"
        required
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        error={fieldErrors.email}
      />
      <PasswordField
        ref={passwordInput}
        label={t('signIn.password')}
        toggleLabel={t('signIn.showPassword')}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        error={fieldErrors.password}
      />
      <div className="forgot">
        <button type="button" className="link" onClick={() => onForgot(email)}>
          {t('signIn.forgotLink')}
        </button>
      </div>
      <SubmitButton busy={busy} label={t('signIn.submit')} busyLabel={t('signIn.submitting')} />
    </form>
  );
}
