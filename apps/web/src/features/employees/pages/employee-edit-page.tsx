import { Stack } from '@mantine/core';
import type { EmployeeUpdateInput } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OwnerOnly } from '../../../components/owner-only.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordView } from '../../../components/record-view.tsx';
import { AnchorLink, ButtonLink } from '../../../components/router-links.tsx';
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
    <Stack gap="lg" maw={900}>
      <OwnerOnly permission="employee:manage">
        <EmployeeEdit />
      </OwnerOnly>
    </Stack>
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
            title={t('editTitle')}
            description={`${record.firstName} ${record.lastName}`}
            back={
              <AnchorLink to="/employees/$id" params={{ id }} size="sm">
                ← {`${record.firstName} ${record.lastName}`}
              </AnchorLink>
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
      )}
    </RecordView>
  );
}
