import type { PackageValues } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { BackLink, ButtonLink } from '../../../components/router-links.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { PackageForm, packageFormValues } from '../components/package-form.tsx';
import { usePackageQuery, useUpdatePackageMutation } from '../write-api.ts';

const route = getRouteApi('/admin/packages/$id/edit');

export function AdminPackageEditPage() {
  const { t } = useTranslation('admin-write');
  usePageTitle(t('packages.editTitle'));
  const { id } = route.useParams();
  const navigate = route.useNavigate();
  const pkg = usePackageQuery(id);
  const update = useUpdatePackageMutation(id);

  const save = async (values: PackageValues) => {
    await update.mutateAsync(values);
    toast('success', t('packages.saved'));
    await navigate({ to: '/admin/packages' });
  };

  const back = <BackLink to="/admin/packages">{t('packages.title')}</BackLink>;
  return (
    <RecordPage query={pkg} back={back}>
      {(record) => (
        <>
          <PageHeader title={t('packages.editTitle')} description={record.name} back={back} />
          <PackageForm
            initial={packageFormValues(record)}
            submitLabel={t('common:actions.save')}
            onSubmit={save}
            pending={update.isPending}
            cancel={
              <ButtonLink variant="default" to="/admin/packages">
                {t('common:actions.cancel')}
              </ButtonLink>
            }
          />
        </>
      )}
    </RecordPage>
  );
}
