import { Stack } from '@mantine/core';
import type { VehicleValues } from '@maxer/domain';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { BackLink, ButtonLink } from '../../../components/router-links.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCreateVehicleMutation } from '../api.ts';
import { VehicleForm } from '../components/vehicle-form.tsx';

export function VehicleNewPage() {
  const { t } = useTranslation('vehicles');
  usePageTitle(t('newTitle'));
  const create = useCreateVehicleMutation();
  const navigate = useNavigate();

  const save = async (values: VehicleValues) => {
    const vehicle = await create.mutateAsync(values);
    toast('success', t('created'));
    await navigate({ to: '/vehicles/$id', params: { id: vehicle._id } });
  };

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={t('newTitle')} back={<BackLink to="/vehicles">{t('title')}</BackLink>} />
      <VehicleForm
        submitLabel={t('create')}
        onSubmit={save}
        pending={create.isPending}
        cancel={
          <ButtonLink variant="default" to="/vehicles">
            {t('common:actions.cancel')}
          </ButtonLink>
        }
      />
    </Stack>
  );
}
