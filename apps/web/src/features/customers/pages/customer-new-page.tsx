import { Stack } from '@mantine/core';
import type { CustomerValues } from '@maxer/domain';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { BackLink, ButtonLink } from '../../../components/router-links.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCreateCustomerMutation } from '../api.ts';
import { CustomerForm } from '../components/customer-form.tsx';

export function CustomerNewPage() {
  const { t } = useTranslation('customers');
  usePageTitle(t('newTitle'));
  const create = useCreateCustomerMutation();
  const navigate = useNavigate();

  const save = async (values: CustomerValues) => {
    const customer = await create.mutateAsync(values);
    toast('success', t('created'));
    await navigate({ to: '/customers/$id', params: { id: customer._id } });
  };

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={t('newTitle')} back={<BackLink to="/customers">{t('title')}</BackLink>} />
      <CustomerForm
        submitLabel={t('create')}
        draft="customer:new"
        onSubmit={save}
        pending={create.isPending}
        cancel={
          <ButtonLink variant="default" to="/customers">
            {t('common:actions.cancel')}
          </ButtonLink>
        }
      />
    </Stack>
  );
}
