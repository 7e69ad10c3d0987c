import type { VehicleValues } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { BackLink, ButtonLink } from '../../../components/router-links.tsx';
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

  return (
    <RecordPage query={vehicle} back={<BackLink to="/vehicles">{t('title')}</BackLink>}>
      {(record) => (
        <>
          <PageHeader
            title={t('editTitle')}
            description={record.name}
            back={
              <BackLink to="/vehicles/$id" params={{ id }}>
                {record.name}
              </BackLink>
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
    </RecordPage>
  );
}
