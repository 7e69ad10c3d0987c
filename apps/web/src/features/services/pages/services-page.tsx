import { EmptyState, Paper, Stack } from '@mantine/core';
import type { ServiceTreeItem } from '@maxer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal.tsx';
import { NotEditableNote } from '../../../components/not-editable-note.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ButtonLink } from '../../../components/router-links.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCan } from '../../../lib/use-can.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useDeleteServiceMutation, useServiceTreeQuery } from '../api.ts';
import { ServiceDeleteText } from '../components/service-delete-text.tsx';
import { ServiceTreeTable } from '../components/service-tree-table.tsx';

/**
 * The company's services as a tree, each leading to its page. They are created (on their own page)
 * and deleted, never edited (spec §5); only an owner changes them.
 */
export function ServicesPage() {
  const { t } = useTranslation('services');
  usePageTitle(t('title'));
  const canChange = useCan('service:write');
  const tree = useServiceTreeQuery();
  const remove = useDeleteServiceMutation();
  const [toDelete, setToDelete] = useState<ServiceTreeItem | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => {
        toast('success', t('deleted'));
        setToDelete(null);
      },
    });
  };

  const newButton = canChange ? <ButtonLink to="/my-company/services/new">{t('new')}</ButtonLink> : undefined;

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('title')} description={t('intro')} actions={newButton} />
      <NotEditableNote namespace="services" canChange={canChange} />
      <Paper withBorder p="md">
        {tree.data && tree.data.length === 0 ? (
          <EmptyState py="xl" title={t('empty.title')} description={t('empty.text')}>
            {newButton && <EmptyState.Actions>{newButton}</EmptyState.Actions>}
          </EmptyState>
        ) : (
          <ServiceTreeTable tree={tree.data} onDelete={canChange ? setToDelete : undefined} />
        )}
      </Paper>
      <ConfirmDeleteModal
        opened={toDelete !== null}
        title={t('delete.title')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      >
        {toDelete && <ServiceDeleteText service={toDelete} tree={tree.data} />}
      </ConfirmDeleteModal>
    </Stack>
  );
}
