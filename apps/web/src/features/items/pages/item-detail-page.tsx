import { formatMoney } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DeleteRecordButton } from '../../../components/delete-record-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { BackLink, ButtonLink } from '../../../components/router-links.tsx';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useDeleteItemMutation, useItemQuery } from '../api.ts';
import { ItemDetails } from '../components/item-details.tsx';

const route = getRouteApi('/_company/items/$id');

export function ItemDetailPage() {
  const { t } = useTranslation('items');
  const { id } = route.useParams();
  const navigate = route.useNavigate();
  const item = useItemQuery(id);
  const remove = useDeleteItemMutation();
  const currency = useSession((state) => state.currentCompany?.currency);
  usePageTitle(item.data?.name ?? t('title'));

  const deleteItem = async () => {
    await remove.mutateAsync(id);
    toast('success', t('deleted'));
    await navigate({ to: '/items' });
  };

  const backToList = <BackLink to="/items">{t('title')}</BackLink>;

  return (
    <RecordPage query={item} back={backToList}>
      {(record) => (
        <>
          <PageHeader
            back={backToList}
            title={record.name}
            description={
              formatMoney(record.priceCents, currentLanguage(), currency) +
              (record.unit ? ` / ${record.unit}` : '')
            }
            actions={
              <>
                <ButtonLink to="/items/edit/$id" params={{ id }}>
                  {t('common:actions.edit')}
                </ButtonLink>
                <DeleteRecordButton title={t('delete.title')} onDelete={deleteItem}>
                  {t('delete.text', { name: record.name })}
                </DeleteRecordButton>
              </>
            }
          />
          <ItemDetails item={record} />
        </>
      )}
    </RecordPage>
  );
}
