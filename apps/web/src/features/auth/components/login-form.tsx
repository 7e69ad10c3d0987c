import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { AuthResponse } from '@maxer/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useLoginMutation } from '../api.ts';
import { type LoginField, type LoginFieldErrors, validateLogin } from '../login-validation.ts';

interface LoginFormProps {
  onSignedIn: (auth: AuthResponse) => void;
  /** "Forgot password?": with the address typed so far. */
  onForgot?: (email: string) => void;
  initialEmail?: string;
}

/** E-mail and password; the checks of the API schema, and the server's own message when it refuses. */
export function LoginForm({ onSignedIn, onForgot, initialEmail = '' }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const login = useLoginMutation();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  // The page exists to sign in: start in the e-mail field.
  useEffect(() => emailInput.current?.focus(), []);

  const focusFirst = (errors: LoginFieldErrors) => {
    const first = (['email', 'password'] as const).find((field) => errors[field]);
    if (first) (first === 'email' ? emailInput : passwordInput).current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    setFormError(null);
    const checked = validateLogin({ email, password }, currentLanguage());
    if (checked.errors) {
      setFieldErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    setFieldErrors({});
    login.mutate(checked.data, {
      onSuccess: (auth) => onSignedIn(auth),
      onError: (error) => {
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
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('signIn.title')}>
      <Stack gap="md">
        {formError && (
          <Alert color="red" variant="light" title={t('signIn.failedTitle')} role="alert">
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
          error={fieldErrors.email}
        />
        <PasswordInput
          ref={passwordInput}
          label={t('signIn.password')}
          name="password"
          autoComplete="current-password"
          required
          withAsterisk={false}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={fieldErrors.password}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t('signIn.showPassword') }}
        />
        {onForgot && (
          <Group justify="flex-end" mt={-8}>
            <Anchor component="button" type="button" size="sm" onClick={() => onForgot(email)}>
              {t('signIn.forgotLink')}
            </Anchor>
          </Group>
        )}
        <Button type="submit" loading={login.isPending} fullWidth mt="xs">
          {login.isPending ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
