import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DeleteRecordButton } from '../../../components/delete-record-button.tsx';
import { OwnerOnly } from '../../../components/owner-only.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { BackLink, ButtonLink } from '../../../components/router-links.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useDeleteEmployeeMutation, useEmployeeQuery } from '../api.ts';
import { EmployeeDetails } from '../components/employee-details.tsx';
import { EndSessionsButton } from '../components/end-sessions-button.tsx';

const route = getRouteApi('/_company/employees/$id');

export function EmployeeDetailPage() {
  return (
    <OwnerOnly permission="employee:manage">
      <EmployeeDetail />
    </OwnerOnly>
  );
}

function EmployeeDetail() {
  const { t } = useTranslation('employees');
  const { id } = route.useParams();
  const navigate = route.useNavigate();
  const me = useSession((state) => state.userInfo?._id);
  const employee = useEmployeeQuery(id);
  const remove = useDeleteEmployeeMutation();
  const name = employee.data ? `${employee.data.firstName} ${employee.data.lastName}` : '';
  usePageTitle(name || t('title'));

  const deleteEmployee = async () => {
    await remove.mutateAsync(id);
    toast('success', t('deleted'));
    await navigate({ to: '/employees' });
  };

  const backToList = <BackLink to="/employees">{t('title')}</BackLink>;

  return (
    <RecordPage query={employee} back={backToList}>
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
                {record._id !== me && <EndSessionsButton employeeId={id} name={name} />}
                {record._id !== me && (
                  <DeleteRecordButton title={t('delete.title')} onDelete={deleteEmployee}>
                    {t('delete.text', { name })}
                  </DeleteRecordButton>
                )}
              </>
            }
          />
          <EmployeeDetails employee={record} />
        </>
      )}
    </RecordPage>
  );
}
