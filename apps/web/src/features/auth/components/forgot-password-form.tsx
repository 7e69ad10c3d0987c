import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { errorMessage, forgotPasswordSchema, isErrorCode } from '@maxer/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useForgotPasswordMutation } from '../api.ts';

interface ForgotPasswordFormProps {
  /** The address already typed into the sign-in form, if any. */
  initialEmail: string;
  onBack: () => void;
}

/**
 * "Forgot password": one address, then the same answer whether it is an account or not (the server
 * mails a one-time link to the set-password page when it is).
 */
export function ForgotPasswordForm({ initialEmail, onBack }: ForgotPasswordFormProps) {
  const { t } = useTranslation('auth');
  const forgot = useForgotPasswordMutation();
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);

  useEffect(() => emailInput.current?.focus(), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (forgot.isPending) return;
    setFormError(null);
    const language = currentLanguage();
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      const code = email.trim() ? parsed.error.issues[0]?.message : 'error_field_required';
      setFieldError(errorMessage(isErrorCode(code) ? code : 'error_field_invalid', language));
      emailInput.current?.focus();
      return;
    }
    setFieldError(null);
    forgot.mutate(parsed.data, {
      onSuccess: () => setSentTo(parsed.data.email),
      onError: (error) => {
        const message = error instanceof ApiError ? (error.fields.email?.message ?? null) : null;
        if (message) setFieldError(message);
        else setFormError(error instanceof ApiError ? error.message : String(error));
      },
    });
  };

  if (sentTo) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" title={t('forgot.sentTitle')} role="status">
          {t('forgot.sent', { email: sentTo })}
        </Alert>
        <Button variant="default" onClick={onBack}>
          {t('forgot.back')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('forgot.title')}>
      <Stack gap="md">
        <Text size="sm">{t('forgot.intro')}</Text>
        {formError && (
          <Alert color="red" variant="light" title={t('forgot.failedTitle')} role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          ref={emailInput}
          label={t('signIn.email')}
          placeholder={t('signIn.emailPlaceholder')}
          type="email"
          name="email"
          autoComplete="username"
          required
          withAsterisk={false}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={fieldError}
        />
        <Button type="submit" loading={forgot.isPending} fullWidth>
          {forgot.isPending ? t('forgot.submitting') : t('forgot.submit')}
        </Button>
        <Button variant="subtle" onClick={onBack}>
          {t('forgot.back')}
        </Button>
      </Stack>
    </form>
  );
}
