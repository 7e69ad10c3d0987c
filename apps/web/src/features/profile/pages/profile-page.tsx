import { Stack } from '@mantine/core';
import type { PasswordChangeInput, ProfileUpdateInput } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordView } from '../../../components/record-view.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useChangePasswordMutation, useProfileQuery, useUpdateProfileMutation } from '../api.ts';
import { PasswordForm } from '../components/password-form.tsx';
import { ProfileForm } from '../components/profile-form.tsx';

/** The signed-in person's own account (`/@{username}`): names, phone, password. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  usePageTitle(t('title'));
  const profile = useProfileQuery();
  const update = useUpdateProfileMutation();
  const changePassword = useChangePasswordMutation();

  const save = async (values: ProfileUpdateInput) => {
    await update.mutateAsync(values);
    toast('success', t('saved'));
  };
  const savePassword = async (values: PasswordChangeInput) => {
    await changePassword.mutateAsync(values);
    toast('success', t('passwordChanged'));
  };

  return (
    <Stack gap="lg" maw={900}>
      <RecordView query={profile} back={null}>
        {(record) => (
          <>
            <PageHeader title={t('title')} description={`@${record.username} · ${record.email}`} />
            <ProfileForm profile={record} onSubmit={save} pending={update.isPending} />
            <PasswordForm onSubmit={savePassword} pending={changePassword.isPending} />
          </>
        )}
      </RecordView>
    </Stack>
  );
}
