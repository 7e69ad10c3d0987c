import { Alert, Paper, Stack } from '@mantine/core';
import type { PdfComponent } from '@maxer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal.tsx';
import { ListEmpty } from '../../../components/list-empty.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ButtonLink } from '../../../components/router-links.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCan } from '../../../lib/use-can.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import {
  useDeletePdfComponentMutation,
  usePdfComponentsQuery,
  useReorderPdfComponentsMutation,
} from '../api.ts';
import { PdfComponentsTable } from '../components/pdf-components-table.tsx';

/**
 * The company's PDF components in the order its documents print them. No search or pages: the order
 * is the point, and a company has a handful (the list reads them all, 100 a request).
 */
export function PdfComponentsPage() {
  const { t } = useTranslation('pdf-components');
  usePageTitle(t('title'));
  const canChange = useCan('pdf-component:write');
  const components = usePdfComponentsQuery();
  const remove = useDeletePdfComponentMutation();
  const reorder = useReorderPdfComponentsMutation();
  const [toDelete, setToDelete] = useState<PdfComponent | null>(null);

  const move = (index: number, offset: -1 | 1) => {
    const list = components.data;
    const target = index + offset;
    if (!list || target < 0 || target >= list.length) return;
    const ordered = [...list];
    [ordered[index], ordered[target]] = [ordered[target]!, ordered[index]!];
    reorder.mutate(ordered, { onSuccess: () => toast('success', t('reordered')) });
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => {
        toast('success', t('deleted'));
        setToDelete(null);
      },
    });
  };

  const newButton = canChange ? <ButtonLink to="/pdf-extra-info/new">{t('new')}</ButtonLink> : undefined;

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('title')} description={t('intro')} actions={newButton} />
      {!canChange && (
        <Alert variant="light" color="gray">
          {t('ownerOnly')}
        </Alert>
      )}
      <Paper withBorder p="md">
        {components.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('common:loadFailed')}>
            {components.error.message}
          </Alert>
        ) : components.data && components.data.length === 0 ? (
          <ListEmpty
            filtered={false}
            title={t('empty.title')}
            description={t('empty.text')}
            action={newButton}
          />
        ) : (
          <PdfComponentsTable
            components={components.data}
            onMove={canChange ? move : undefined}
            onDelete={canChange ? setToDelete : undefined}
            moving={reorder.isPending}
          />
        )}
      </Paper>
      <ConfirmDeleteModal
        opened={toDelete !== null}
        title={t('delete.title')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      >
        {toDelete && t('delete.text', { name: toDelete.title })}
      </ConfirmDeleteModal>
    </Stack>
  );
}
