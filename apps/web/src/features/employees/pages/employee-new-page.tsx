import { Stack } from '@mantine/core';
import type { EmployeeCreateInput } from '@maxer/domain';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OwnerOnly } from '../../../components/owner-only.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { BackLink, ButtonLink } from '../../../components/router-links.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCreateEmployeeMutation } from '../api.ts';
import { EmployeeForm } from '../components/employee-form.tsx';

export function EmployeeNewPage() {
  const { t } = useTranslation('employees');
  usePageTitle(t('newTitle'));
  const create = useCreateEmployeeMutation();
  const navigate = useNavigate();

  const save = async (values: EmployeeCreateInput) => {
    const employee = await create.mutateAsync(values);
    toast('success', values.sendInvite ? t('invited', { email: employee.email }) : t('created'));
    await navigate({ to: '/employees/$id', params: { id: employee._id } });
  };

  return (
    <OwnerOnly permission="employee:manage">
      <Stack gap="lg" maw={900}>
        <PageHeader title={t('newTitle')} back={<BackLink to="/employees">{t('title')}</BackLink>} />
        <EmployeeForm
          mode="create"
          submitLabel={t('create')}
          onSubmit={save}
          pending={create.isPending}
          cancel={
            <ButtonLink variant="default" to="/employees">
              {t('common:actions.cancel')}
            </ButtonLink>
          }
        />
      </Stack>
    </OwnerOnly>
  );
}
