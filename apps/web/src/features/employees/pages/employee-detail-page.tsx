import { Button, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal.tsx';
import { OwnerOnly } from '../../../components/owner-only.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordView } from '../../../components/record-view.tsx';
import { AnchorLink, ButtonLink } from '../../../components/router-links.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useDeleteEmployeeMutation, useEmployeeQuery } from '../api.ts';
import { EmployeeDetails } from '../components/employee-details.tsx';

const route = getRouteApi('/_company/employees/$id');

export function EmployeeDetailPage() {
  return (
    <Stack gap="lg" maw={900}>
      <OwnerOnly permission="employee:manage">
        <EmployeeDetail />
      </OwnerOnly>
    </Stack>
  );
}

function EmployeeDetail() {
  const { t } = useTranslation('employees');
  const { id } = route.useParams();
  const navigate = route.useNavigate();
  const me = useSession((state) => state.userInfo?._id);
  const employee = useEmployeeQuery(id);
  const remove = useDeleteEmployeeMutation();
  const [confirming, setConfirming] = useState(false);
  const name = employee.data ? `${employee.data.firstName} ${employee.data.lastName}` : '';
  usePageTitle(name || t('title'));

  const confirmDelete = () =>
    remove.mutate(id, {
      onSuccess: () => {
        toast('success', t('deleted'));
        setConfirming(false);
        void navigate({ to: '/employees' });
      },
    });

  const backToList = (
    <AnchorLink to="/employees" size="sm">
      ← {t('title')}
    </AnchorLink>
  );

  return (
    <RecordView query={employee} back={backToList}>
      {(record) => (
        <>
          <PageHeader
            back={backToList}
            title={name}
            description={`${t(`roles.${record.role}`)} · ${record.email}`}
            actions={
              <>
                <ButtonLink to="/employees/edit/$id" params={{ id }}>
                  {t('common:actions.edit')}
                </ButtonLink>
                {record._id !== me && (
                  <Button variant="light" color="red" onClick={() => setConfirming(true)}>
                    {t('common:actions.delete')}
                  </Button>
                )}
              </>
            }
          />
          <EmployeeDetails employee={record} />
          <ConfirmDeleteModal
            opened={confirming}
            title={t('delete.title')}
            pending={remove.isPending}
            onConfirm={confirmDelete}
            onClose={() => setConfirming(false)}
          >
            {t('delete.text', { name })}
          </ConfirmDeleteModal>
        </>
      )}
    </RecordView>
  );
}
