import { Stack } from '@mantine/core';
import type { AdminCompanyCreate } from '@maxer/domain';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { BackLink, ButtonLink } from '../../../components/router-links.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AdminCompanyForm } from '../components/admin-company-form.tsx';
import { useCreateAdminCompanyMutation } from '../write-api.ts';

/** A new company with its first owner, who is invited by e-mail (spec §2 "/admin/company/new"). */
export function AdminCompanyNewPage() {
  const { t } = useTranslation('admin-write');
  usePageTitle(t('companies.newTitle'));
  const create = useCreateAdminCompanyMutation();
  const navigate = useNavigate();

  const save = async (values: AdminCompanyCreate) => {
    const company = await create.mutateAsync(values);
    toast('success', t('companies.created', { email: company.owners[0]?.email ?? values.owner.email }));
    await navigate({ to: '/admin/company' });
  };

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader
        title={t('companies.newTitle')}
        description={t('companies.newIntro')}
        back={<BackLink to="/admin/company">{t('admin:companies.title')}</BackLink>}
      />
      <AdminCompanyForm
        withOwner
        submitLabel={t('companies.create')}
        onSubmit={save}
        pending={create.isPending}
        cancel={
          <ButtonLink variant="default" to="/admin/company">
            {t('common:actions.cancel')}
          </ButtonLink>
        }
      />
    </Stack>
  );
}
