import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DeleteRecordButton } from '../../../components/delete-record-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { BackLink, ButtonLink } from '../../../components/router-links.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useDeleteVehicleMutation, useVehicleQuery } from '../api.ts';
import { VehicleDetails } from '../components/vehicle-details.tsx';

const route = getRouteApi('/_company/vehicles/$id');

export function VehicleDetailPage() {
  const { t } = useTranslation('vehicles');
  const { id } = route.useParams();
  const navigate = route.useNavigate();
  const vehicle = useVehicleQuery(id);
  const remove = useDeleteVehicleMutation();
  usePageTitle(vehicle.data?.name ?? t('title'));

  const deleteVehicle = async () => {
    await remove.mutateAsync(id);
    toast('success', t('deleted'));
    await navigate({ to: '/vehicles' });
  };

  const backToList = <BackLink to="/vehicles">{t('title')}</BackLink>;

  return (
    <RecordPage query={vehicle} back={backToList}>
      {(record) => (
        <>
          <PageHeader
            back={backToList}
            title={record.name}
            description={record.registrationNumber ?? undefined}
            actions={
              <>
                <ButtonLink to="/vehicles/edit/$id" params={{ id }}>
                  {t('common:actions.edit')}
                </ButtonLink>
                <DeleteRecordButton title={t('delete.title')} onDelete={deleteVehicle}>
                  {t('delete.text', { name: record.name })}
                </DeleteRecordButton>
              </>
            }
          />
          <VehicleDetails vehicle={record} />
        </>
      )}
    </RecordPage>
  );
}
