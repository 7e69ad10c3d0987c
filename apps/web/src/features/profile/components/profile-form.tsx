import { Grid, Paper, Stack, TextInput, Title } from '@mantine/core';
import { type Profile, type ProfileUpdateInput, profileUpdateSchema } from '@maxer/domain';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { serverFieldErrors, validateWith } from '../../../lib/form-errors.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useFormState } from '../../../lib/use-form-state.ts';

interface ProfileFormProps {
  profile: Profile;
  onSubmit: (values: ProfileUpdateInput) => Promise<unknown>;
  pending: boolean;
}

/** Own names and phone. The e-mail is shown, not editable: the system administrator changes it (spec §5). */
export function ProfileForm({ profile, onSubmit, pending }: ProfileFormProps) {
  const { t } = useTranslation('profile');
  const { values, setValue, errors, setErrors, formRef } = useFormState({
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone ?? '',
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const checked = validateWith(profileUpdateSchema, values, currentLanguage());
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      await onSubmit(checked.data);
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  const text = (field: keyof typeof values) => ({
    label: t(`fields.${field}`),
    name: field,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValue(field, event.currentTarget.value),
    error: errors[field],
  });

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
