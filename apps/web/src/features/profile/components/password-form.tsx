import { Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { errorMessage, type PasswordChangeInput, passwordChangeSchema } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

interface PasswordFormProps {
  onSubmit: (values: PasswordChangeInput) => Promise<unknown>;
  pending: boolean;
}

const EMPTY = { currentPassword: '', newPassword: '', repeatPassword: '' };

/** A new password: the current one first, the new one twice. */
export function PasswordForm({ onSubmit, pending }: PasswordFormProps) {
  const { t } = useTranslation('profile');
  const { form, submit, formRef, field } = useSchemaForm({
    schema: passwordChangeSchema,
    initialValues: EMPTY,
    toInput: ({ repeatPassword: _, ...input }) => input,
    check: (values, errors, language) =>
      !errors.newPassword && values.repeatPassword !== values.newPassword
        ? { ...errors, repeatPassword: errorMessage('error_password_mismatch', language) }
        : errors,
    onSubmit: async (input) => {
      await onSubmit(input);
      form.setValues(EMPTY);
    },
    pending,
  });

  const password = (name: keyof typeof EMPTY, autoComplete: string) => ({
    ...field(name),
    label: t(`fields.${name}`),
    // Mantine marks a password field in error only with data-invalid; screen readers need aria-invalid.
    'aria-invalid': form.errors[name] ? true : undefined,
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
          <PasswordInput {...password('currentPassword', 'current-password')} />
          <PasswordInput {...password('newPassword', 'new-password')} />
          <PasswordInput {...password('repeatPassword', 'new-password')} />
          <FormActions submitLabel={t('changePassword')} pending={pending} cancel={null} />
        </Stack>
      </form>
    </Paper>
  );
}
