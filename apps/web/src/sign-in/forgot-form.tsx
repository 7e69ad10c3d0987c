import { errorMessage, forgotPasswordSchema, isErrorCode, type Language } from '@maxer/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '../lib/api-error.ts';
import { Notice, SubmitButton, TextField } from './fields.tsx';
import type { SignInApi } from './sign-in-api.ts';
import { text } from './texts.ts';

interface ForgotFormProps {
  api: SignInApi;
  language: Language;
  /** The address already typed into the sign-in form, if any. */
  initialEmail: string;
  onBack: () => void;
}

/**
 * "Forgot password": one address, then the same answer whether it is an account or not (the server
 * mails a one-time link to the set-password page when it is).
 */
export function ForgotForm({ api, language, initialEmail, onBack }: ForgotFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const t = (key: Parameters<typeof text>[1], params?: Record<string, string>) => text(language, key, params);

  useEffect(() => emailInput.current?.focus(), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      const code = email.trim() ? parsed.error.issues[0]?.message : 'error_field_required';
      setFieldError(errorMessage(isErrorCode(code) ? code : 'error_field_invalid', language));
      emailInput.current?.focus();
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      await api.forgotPassword(parsed.data);
      setSentTo(parsed.data.email);
    } catch (error) {
      const message = error instanceof ApiError ? (error.fields.email?.message ?? null) : null;
      if (message) setFieldError(message);
      else setFormError(error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <div className="stack">
        <Notice tone="ok" title={t('forgot.sentTitle')}>
          {t('forgot.sent', { email: sentTo })}
        </Notice>
        <button type="button" className="button" onClick={onBack}>
          {t('forgot.back')}
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('forgot.title')} className="stack">
      <p>{t('forgot.intro')}</p>
      {formError && (
        <Notice tone="error" title={t('forgot.failedTitle')}>
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
        error={fieldError}
      />
      <SubmitButton busy={busy} label={t('forgot.submit')} busyLabel={t('forgot.submitting')} />
      <button type="button" className="button button-subtle" onClick={onBack}>
        {t('forgot.back')}
      </button>
    </form>
  );
}
