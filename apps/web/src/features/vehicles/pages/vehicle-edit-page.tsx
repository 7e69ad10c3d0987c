import { Stack } from '@mantine/core';
import type { VehicleValues } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordView } from '../../../components/record-view.tsx';
import { AnchorLink, ButtonLink } from '../../../components/router-links.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useUpdateVehicleMutation, useVehicleQuery } from '../api.ts';
import { VehicleForm, vehicleFormValues } from '../components/vehicle-form.tsx';

const route = getRouteApi('/_company/vehicles/edit/$id');

export function VehicleEditPage() {
  const { t } = useTranslation('vehicles');
  usePageTitle(t('editTitle'));
  const { id } = route.useParams();
  const navigate = route.useNavigate();
  const vehicle = useVehicleQuery(id);
  const update = useUpdateVehicleMutation(id);

  const save = async (values: VehicleValues) => {
    await update.mutateAsync(values);
    toast('success', t('saved'));
    await navigate({ to: '/vehicles/$id', params: { id } });
  };

  const backToList = (
    <AnchorLink to="/vehicles" size="sm">
      ← {t('title')}
    </AnchorLink>
  );

  return (
    <Stack gap="lg" maw={900}>
      <RecordView query={vehicle} back={backToList}>
        {(record) => (
          <>
            <PageHeader
              title={t('editTitle')}
              description={record.name}
              back={
                <AnchorLink to="/vehicles/$id" params={{ id }} size="sm">
                  ← {record.name}
                </AnchorLink>
              }
            />
            <VehicleForm
              initial={vehicleFormValues(record)}
              submitLabel={t('common:actions.save')}
              onSubmit={save}
              pending={update.isPending}
              cancel={
                <ButtonLink variant="default" to="/vehicles/$id" params={{ id }}>
                  {t('common:actions.cancel')}
                </ButtonLink>
              }
            />
          </>
        )}
      </RecordView>
    </Stack>
  );
}
