import { Grid, Paper, Stack, TextInput, Title } from '@mantine/core';
import { type Profile, type ProfileUpdateInput, profileUpdateSchema } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

interface ProfileFormProps {
  profile: Profile;
  onSubmit: (values: ProfileUpdateInput) => Promise<unknown>;
  pending: boolean;
}

/** Own names and phone. The e-mail is shown, not editable: the system administrator changes it (spec §5). */
export function ProfileForm({ profile, onSubmit, pending }: ProfileFormProps) {
  const { t } = useTranslation('profile');
  const { submit, formRef, field } = useSchemaForm({
    schema: profileUpdateSchema,
    initialValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone ?? '',
    },
    onSubmit,
    pending,
  });
  const text = (name: 'firstName' | 'lastName' | 'phone') => ({ ...field(name), label: t(`fields.${name}`) });

  return (
    <Paper withBorder p="lg">
      <form ref={formRef} onSubmit={submit} noValidate aria-label={t('details')}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('details')}
          </Title>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...text('firstName')} required autoComplete="given-name" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...text('lastName')} required autoComplete="family-name" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('fields.email')}
                description={t('emailHint')}
                value={profile.email}
                readOnly
                variant="filled"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...text('phone')} type="tel" autoComplete="tel" />
            </Grid.Col>
          </Grid>
          <FormActions submitLabel={t('common:actions.save')} pending={pending} cancel={null} />
        </Stack>
      </form>
    </Paper>
  );
}
