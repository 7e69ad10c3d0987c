import type { AdminCompanyFields } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { BackLink, ButtonLink } from '../../../components/router-links.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AdminCompanyForm, adminCompanyFormValues } from '../components/admin-company-form.tsx';
import { useAdminCompanyQuery, useUpdateAdminCompanyMutation } from '../write-api.ts';

const route = getRouteApi('/admin/company/$id/edit');

/** A company's fields and package, as the platform admin changes them. */
export function AdminCompanyEditPage() {
  const { t } = useTranslation('admin-write');
  usePageTitle(t('companies.editTitle'));
  const { id } = route.useParams();
  const navigate = route.useNavigate();
  const company = useAdminCompanyQuery(id);
  const update = useUpdateAdminCompanyMutation(id);

  const save = async (values: AdminCompanyFields) => {
    await update.mutateAsync(values);
    toast('success', t('companies.saved'));
    await navigate({ to: '/admin/company' });
  };

  const back = <BackLink to="/admin/company">{t('admin:companies.title')}</BackLink>;
  return (
    <RecordPage query={company} back={back}>
      {(record) => (
        <>
          <PageHeader
            title={t('companies.editTitle')}
            description={[record.name, ...record.owners.map((owner) => owner.email)].join(' · ')}
            back={back}
          />
          <AdminCompanyForm
            initial={adminCompanyFormValues(record)}
            submitLabel={t('common:actions.save')}
            onSubmit={save}
            pending={update.isPending}
            cancel={
              <ButtonLink variant="default" to="/admin/company">
                {t('common:actions.cancel')}
              </ButtonLink>
            }
          />
        </>
      )}
    </RecordPage>
  );
}
