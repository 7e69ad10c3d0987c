import { Button, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordView } from '../../../components/record-view.tsx';
import { AnchorLink, ButtonLink } from '../../../components/router-links.tsx';
import { formatCents } from '../../../lib/format.ts';
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
  const [confirming, setConfirming] = useState(false);
  const currency = useSession((state) => state.currentCompany?.currency);
  usePageTitle(item.data?.name ?? t('title'));

  const confirmDelete = () =>
    remove.mutate(id, {
      onSuccess: () => {
        toast('success', t('deleted'));
        setConfirming(false);
        void navigate({ to: '/items' });
      },
    });

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
              back={backToList}
              title={record.name}
              description={
                formatCents(record.priceCents, currentLanguage(), currency) +
                (record.unit ? ` / ${record.unit}` : '')
              }
              actions={
                <>
                  <ButtonLink to="/items/edit/$id" params={{ id }}>
                    {t('common:actions.edit')}
                  </ButtonLink>
                  <Button variant="light" color="red" onClick={() => setConfirming(true)}>
                    {t('common:actions.delete')}
                  </Button>
                </>
              }
            />
            <ItemDetails item={record} />
            <ConfirmDeleteModal
              opened={confirming}
              title={t('delete.title')}
              pending={remove.isPending}
              onConfirm={confirmDelete}
              onClose={() => setConfirming(false)}
            >
              {t('delete.text', { name: record.name })}
            </ConfirmDeleteModal>
          </>
        )}
      </RecordView>
    </Stack>
  );
}
