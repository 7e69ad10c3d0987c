import { Button, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordView } from '../../../components/record-view.tsx';
import { AnchorLink, ButtonLink } from '../../../components/router-links.tsx';
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
  const [confirming, setConfirming] = useState(false);
  usePageTitle(vehicle.data?.name ?? t('title'));

  const confirmDelete = () =>
    remove.mutate(id, {
      onSuccess: () => {
        toast('success', t('deleted'));
        setConfirming(false);
        void navigate({ to: '/vehicles' });
      },
    });

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
              back={backToList}
              title={record.name}
              description={record.registrationNumber ?? undefined}
              actions={
                <>
                  <ButtonLink to="/vehicles/edit/$id" params={{ id }}>
                    {t('common:actions.edit')}
                  </ButtonLink>
                  <Button variant="light" color="red" onClick={() => setConfirming(true)}>
                    {t('common:actions.delete')}
                  </Button>
                </>
              }
            />
            <VehicleDetails vehicle={record} />
            <ConfirmDeleteModal
              opened={confirming}
              title={t('delete.title')}
              pending={remove.isPending}
              onConfirm={confirmDelete}
              onClose={() => setConfirming(false)}
            >
              {t('delete.text', { name: record.name })}
            </ConfirmDeleteModal>
          </>
        )}
      </RecordView>
    </Stack>
  );
}
