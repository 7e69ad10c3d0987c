import { Stack } from '@mantine/core';
import type { ContractStatusValues } from '@maxer/domain';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { BackLink, ButtonLink } from '../../../components/router-links.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCreateContractStatusMutation } from '../api.ts';
import { NEW_STATUS, StatusForm } from '../components/status-form.tsx';

export function StatusNewPage() {
  const { t } = useTranslation('statuses');
  usePageTitle(t('form.newTitle'));
  const create = useCreateContractStatusMutation();
  const navigate = useNavigate();

  const save = async (values: ContractStatusValues) => {
    const status = await create.mutateAsync(values);
    toast('success', t('created'));
    await navigate({ to: '/my-company/custom-contract-status/$id', params: { id: status._id } });
  };

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader
        title={t('form.newTitle')}
        back={<BackLink to="/my-company/custom-contract-status">{t('title')}</BackLink>}
      />
      <StatusForm
        initial={NEW_STATUS}
        submitLabel={t('form.create')}
        onSubmit={save}
        pending={create.isPending}
        cancel={
          <ButtonLink variant="default" to="/my-company/custom-contract-status">
            {t('common:actions.cancel')}
          </ButtonLink>
        }
      />
    </Stack>
  );
}
