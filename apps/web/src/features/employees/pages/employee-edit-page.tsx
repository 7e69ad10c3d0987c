import type { EmployeeUpdateInput } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OwnerOnly } from '../../../components/owner-only.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { BackLink, ButtonLink } from '../../../components/router-links.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useEmployeeQuery, useUpdateEmployeeMutation } from '../api.ts';
import { EmployeeForm } from '../components/employee-form.tsx';

const route = getRouteApi('/_company/employees/edit/$id');

export function EmployeeEditPage() {
  const { t } = useTranslation('employees');
  usePageTitle(t('editTitle'));
  return (
    <OwnerOnly permission="employee:manage">
      <EmployeeEdit />
    </OwnerOnly>
  );
}

function EmployeeEdit() {
  const { t } = useTranslation('employees');
  const { id } = route.useParams();
  const navigate = route.useNavigate();
  const me = useSession((state) => state.userInfo?._id);
  const employee = useEmployeeQuery(id);
  const update = useUpdateEmployeeMutation(id);

  const save = async (values: EmployeeUpdateInput) => {
    await update.mutateAsync(values);
    toast('success', t('saved'));
    await navigate({ to: '/employees/$id', params: { id } });
  };

  return (
    <RecordPage query={employee} back={<BackLink to="/employees">{t('title')}</BackLink>}>
      {(record) => {
        const name = `${record.firstName} ${record.lastName}`;
        return (
          <>
            <PageHeader
              title={t('editTitle')}
              description={name}
              back={
                <BackLink to="/employees/$id" params={{ id }}>
                  {name}
                </BackLink>
              }
            />
            <EmployeeForm
              mode="edit"
              employee={record}
              self={record._id === me}
              submitLabel={t('common:actions.save')}
              onSubmit={save}
              pending={update.isPending}
              cancel={
                <ButtonLink variant="default" to="/employees/$id" params={{ id }}>
                  {t('common:actions.cancel')}
                </ButtonLink>
              }
            />
          </>
        );
      }}
    </RecordPage>
  );
}
