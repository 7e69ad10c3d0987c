import type { ContractStatusValues } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { BackLink, ButtonLink } from '../../../components/router-links.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useContractStatusQuery, useUpdateContractStatusMutation } from '../api.ts';
import { StatusForm } from '../components/status-form.tsx';

const route = getRouteApi('/_company/my-company/custom-contract-status/edit/$id');

export function StatusEditPage() {
  const { t } = useTranslation('statuses');
  usePageTitle(t('form.editTitle'));
  const { id } = route.useParams();
  const navigate = route.useNavigate();
  const status = useContractStatusQuery(id);
  const update = useUpdateContractStatusMutation(id);

  const save = async (values: ContractStatusValues) => {
    await update.mutateAsync(values);
    toast('success', t('saved'));
    await navigate({ to: '/my-company/custom-contract-status/$id', params: { id } });
  };

  return (
    <RecordPage
      query={status}
      back={<BackLink to="/my-company/custom-contract-status">{t('title')}</BackLink>}
    >
      {(record) => (
        <>
          <PageHeader
            title={t('form.editTitle')}
            description={record.name}
            back={
              <BackLink to="/my-company/custom-contract-status/$id" params={{ id }}>
                {record.name}
              </BackLink>
            }
          />
          <StatusForm
            initial={{ name: record.name, color: record.color }}
            submitLabel={t('common:actions.save')}
            onSubmit={save}
            pending={update.isPending}
            cancel={
              <ButtonLink variant="default" to="/my-company/custom-contract-status/$id" params={{ id }}>
                {t('common:actions.cancel')}
              </ButtonLink>
            }
          />
        </>
      )}
    </RecordPage>
  );
}
