import { Stack } from '@mantine/core';
import type { ItemValues } from '@maxer/domain';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { BackLink, ButtonLink } from '../../../components/router-links.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCreateItemMutation } from '../api.ts';
import { ItemForm } from '../components/item-form.tsx';

export function ItemNewPage() {
  const { t } = useTranslation('items');
  usePageTitle(t('newTitle'));
  const create = useCreateItemMutation();
  const navigate = useNavigate();

  const save = async (values: ItemValues) => {
    const item = await create.mutateAsync(values);
    toast('success', t('created'));
    await navigate({ to: '/items/$id', params: { id: item._id } });
  };

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={t('newTitle')} back={<BackLink to="/items">{t('title')}</BackLink>} />
      <ItemForm
        submitLabel={t('create')}
        onSubmit={save}
        pending={create.isPending}
        cancel={
          <ButtonLink variant="default" to="/items">
            {t('common:actions.cancel')}
          </ButtonLink>
        }
      />
    </Stack>
  );
}
