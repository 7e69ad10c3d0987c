import { Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { errorMessage, type PasswordChangeInput, passwordChangeSchema } from '@maxer/domain';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { serverFieldErrors, validateWith } from '../../../lib/form-errors.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useFormState } from '../../../lib/use-form-state.ts';

interface PasswordFormProps {
  onSubmit: (values: PasswordChangeInput) => Promise<unknown>;
  pending: boolean;
}

const EMPTY = { currentPassword: '', newPassword: '', repeatPassword: '' };

/** A new password: the current one first, the new one twice. */
export function PasswordForm({ onSubmit, pending }: PasswordFormProps) {
  const { t } = useTranslation('profile');
  const { values, setValue, setValues, errors, setErrors, formRef } = useFormState(EMPTY);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const language = currentLanguage();
    const { repeatPassword, ...input } = values;
    const checked = validateWith(passwordChangeSchema, input, language);
    const errors = checked.errors ?? {};
    if (!errors.newPassword && repeatPassword !== values.newPassword) {
      errors.repeatPassword = errorMessage('error_password_mismatch', language);
    }
    if (!checked.data || Object.keys(errors).length > 0) {
      setErrors(errors);
      return;
    }
    setErrors({});
    try {
      await onSubmit(checked.data);
      setValues(EMPTY);
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  const field = (name: keyof typeof EMPTY, autoComplete: string) => ({
    label: t(`fields.${name}`),
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValue(name, event.currentTarget.value),
    error: errors[name],
    // Mantine marks a password field in error only with data-invalid; screen readers need aria-invalid.
    'aria-invalid': errors[name] ? true : undefined,
    autoComplete,
    required: true,
  });

  return (
    <Paper withBorder p="lg">
      <form ref={formRef} onSubmit={submit} noValidate aria-label={t('password')}>
        <Stack gap="md" maw={420}>
          <div>
            <Title order={2} size="h4">
              {t('password')}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {t('passwordHint')}
            </Text>
          </div>
          <PasswordInput {...field('currentPassword', 'current-password')} />
          <PasswordInput {...field('newPassword', 'new-password')} />
          <PasswordInput {...field('repeatPassword', 'new-password')} />
          <FormActions submitLabel={t('changePassword')} pending={pending} cancel={null} />
        </Stack>
      </form>
    </Paper>
  );
}
