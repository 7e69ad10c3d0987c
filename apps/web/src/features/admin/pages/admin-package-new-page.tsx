import { Stack } from '@mantine/core';
import type { PackageValues } from '@maxer/domain';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { BackLink, ButtonLink } from '../../../components/router-links.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { PackageForm } from '../components/package-form.tsx';
import { useCreatePackageMutation } from '../write-api.ts';

export function AdminPackageNewPage() {
  const { t } = useTranslation('admin-write');
  usePageTitle(t('packages.newTitle'));
  const create = useCreatePackageMutation();
  const navigate = useNavigate();

  const save = async (values: PackageValues) => {
    await create.mutateAsync(values);
    toast('success', t('packages.created'));
    await navigate({ to: '/admin/packages' });
  };

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader
        title={t('packages.newTitle')}
        back={<BackLink to="/admin/packages">{t('packages.title')}</BackLink>}
      />
      <PackageForm
        submitLabel={t('packages.create')}
        onSubmit={save}
        pending={create.isPending}
        cancel={
          <ButtonLink variant="default" to="/admin/packages">
            {t('common:actions.cancel')}
          </ButtonLink>
        }
      />
    </Stack>
  );
}
