import { Button, Stack, Text, TextInput } from '@mantine/core';
import { type AdminInvite, adminInviteSchema } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

interface InviteAdminFormProps {
  onSubmit: (values: AdminInvite) => Promise<unknown>;
  pending: boolean;
  onCancel: () => void;
}

/** First name, last name and e-mail of a new admin; checked with the API's schema, its errors at the fields. */
export function InviteAdminForm({ onSubmit, pending, onCancel }: InviteAdminFormProps) {
  const { t } = useTranslation('admin-activity');
  const { submit, formRef, field } = useSchemaForm({
    schema: adminInviteSchema,
    initialValues: { firstName: '', lastName: '', email: '' },
    onSubmit,
    pending,
    // A taken e-mail belongs next to the e-mail; anything else the server says shows as a message.
    onServerError: (failure, fields) => {
      if (failure instanceof ApiError && failure.code === 'error_email_exists') {
        return { ...fields, email: failure.message };
      }
      if (Object.keys(fields).length === 0) {
        toast('danger', failure instanceof Error ? failure.message : String(failure));
      }
      return fields;
    },
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('admins.invite.title')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('admins.invite.text')}
        </Text>
        <TextInput {...field('firstName')} label={t('admins.fields.firstName')} required autoComplete="off" />
        <TextInput {...field('lastName')} label={t('admins.fields.lastName')} required autoComplete="off" />
        <TextInput
          {...field('email')}
          type="email"
          label={t('admins.fields.email')}
          required
          autoComplete="off"
        />
        <FormActions
          submitLabel={t('admins.invite.submit')}
          pending={pending}
          cancel={
            <Button variant="default" onClick={onCancel}>
              {t('common:actions.cancel')}
            </Button>
          }
        />
      </Stack>
    </form>
  );
}
