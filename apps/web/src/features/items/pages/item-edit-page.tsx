import type { ItemValues } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { BackLink, ButtonLink } from '../../../components/router-links.tsx';
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

  return (
    <RecordPage query={item} back={<BackLink to="/items">{t('title')}</BackLink>}>
      {(record) => (
        <>
          <PageHeader
            title={t('editTitle')}
            description={record.name}
            back={
              <BackLink to="/items/$id" params={{ id }}>
                {record.name}
              </BackLink>
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
    </RecordPage>
  );
}
