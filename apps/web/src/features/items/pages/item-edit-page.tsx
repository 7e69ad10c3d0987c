import { Stack } from '@mantine/core';
import type { ItemValues } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordView } from '../../../components/record-view.tsx';
import { AnchorLink, ButtonLink } from '../../../components/router-links.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useItemQuery, useUpdateItemMutation } from '../api.ts';
import { ItemForm, itemFormValues } from '../components/item-form.tsx';

const route = getRouteApi('/_company/items/edit/$id');

export function ItemEditPage() {
  const { t } = useTranslation('items');
  usePageTitle(t('editTitle'));
  const { id } = route.useParams();
  const navigate = route.useNavigate();
  const item = useItemQuery(id);
  const update = useUpdateItemMutation(id);

  const save = async (values: ItemValues) => {
    await update.mutateAsync(values);
    toast('success', t('saved'));
    await navigate({ to: '/items/$id', params: { id } });
  };

  const backToList = (
    <AnchorLink to="/items" size="sm">
      ← {t('title')}
    </AnchorLink>
  );

  return (
    <Stack gap="lg" maw={900}>
      <RecordView query={item} back={backToList}>
        {(record) => (
          <>
            <PageHeader
              title={t('editTitle')}
              description={record.name}
              back={
                <AnchorLink to="/items/$id" params={{ id }} size="sm">
                  ← {record.name}
                </AnchorLink>
              }
            />
            <ItemForm
              initial={itemFormValues(record)}
              submitLabel={t('common:actions.save')}
              onSubmit={save}
              pending={update.isPending}
              cancel={
                <ButtonLink variant="default" to="/items/$id" params={{ id }}>
                  {t('common:actions.cancel')}
                </ButtonLink>
              }
            />
          </>
        )}
      </RecordView>
    </Stack>
  );
}
