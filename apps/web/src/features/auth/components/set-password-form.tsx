import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSetPasswordMutation } from '../api.ts';
import { type SetPasswordErrors, validateNewPassword } from '../set-password-validation.ts';

interface SetPasswordFormProps {
  token: string;
  onDone: () => void;
}

/** New password and its repetition; the server's message when it refuses (a used or expired link). */
export function SetPasswordForm({ token, onDone }: SetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const setPassword = useSetPasswordMutation();
  const [password, setPasswordValue] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<SetPasswordErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (setPassword.isPending) return;
    setFormError(null);
    const checked = validateNewPassword({ password, repeat }, currentLanguage());
    setErrors(checked);
    if (checked.password || checked.repeat) return;
    setPassword.mutate(
      { token, password },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError && error.fields.password?.message) {
            setErrors({ password: error.fields.password.message });
          } else setFormError(error.message);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('setPassword.title')}>
      <Stack gap="md">
        {formError && (
          <Alert color="red" variant="light" title={t('setPassword.failedTitle')} role="alert">
            {formError}
          </Alert>
        )}
        <PasswordInput
          label={t('setPassword.password')}
          description={t('setPassword.passwordHint')}
          name="new-password"
          autoComplete="new-password"
          required
          withAsterisk={false}
          autoFocus
          value={password}
          onChange={(event) => setPasswordValue(event.currentTarget.value)}
          error={errors.password}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t('signIn.showPassword') }}
        />
        <PasswordInput
          label={t('setPassword.repeat')}
          name="repeat-password"
          autoComplete="new-password"
          required
          withAsterisk={false}
          value={repeat}
          onChange={(event) => setRepeat(event.currentTarget.value)}
          error={errors.repeat}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t('signIn.showPassword') }}
        />
        <Button type="submit" loading={setPassword.isPending} fullWidth mt="xs">
          {t('setPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
