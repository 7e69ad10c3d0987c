import { Alert, Button, EmptyState, Modal, Paper, Stack } from '@mantine/core';
import { labelIn, type ServiceInput, type ServiceTreeItem } from '@maxer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { currentLanguage } from '../../../lib/language.ts';
import { toast } from '../../../lib/toast.ts';
import { useCan } from '../../../lib/use-can.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCreateServiceMutation, useDeleteServiceMutation, useServiceTreeQuery } from '../api.ts';
import { ServiceForm } from '../components/service-form.tsx';
import { ServiceTreeTable } from '../components/service-tree-table.tsx';
import { descendantsOf } from '../service-tree.ts';

/**
 * The company's services as a tree. They are created and deleted, never edited (spec §5); only an
 * owner changes them.
 */
export function ServicesPage() {
  const { t } = useTranslation('services');
  usePageTitle(t('title'));
  const language = currentLanguage();
  const canChange = useCan('service:write');
  const tree = useServiceTreeQuery();
  const create = useCreateServiceMutation();
  const remove = useDeleteServiceMutation();
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<ServiceTreeItem | null>(null);

  const save = async (values: ServiceInput) => {
    await create.mutateAsync(values);
    toast('success', t('created'));
    setCreating(false);
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

  const below = toDelete && tree.data ? descendantsOf(tree.data, toDelete._id).length : 0;
  const newButton = canChange ? <Button onClick={() => setCreating(true)}>{t('new')}</Button> : undefined;

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('title')} description={t('intro')} actions={newButton} />
      <Alert variant="light" color={canChange ? 'blue' : 'gray'}>
        {canChange ? t('notEditable') : t('ownerOnly')}
      </Alert>
      <Paper withBorder p="md">
        {tree.data && tree.data.length === 0 ? (
          <EmptyState py="xl" title={t('empty.title')} description={t('empty.text')}>
            {newButton && <EmptyState.Actions>{newButton}</EmptyState.Actions>}
          </EmptyState>
        ) : (
          <ServiceTreeTable tree={tree.data} onDelete={canChange ? setToDelete : undefined} />
        )}
      </Paper>
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title={t('form.title')}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        <ServiceForm
          tree={tree.data ?? []}
          onSubmit={save}
          pending={create.isPending}
          onCancel={() => setCreating(false)}
        />
      </Modal>
      <ConfirmDeleteModal
        opened={toDelete !== null}
        title={t('delete.title')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      >
        {toDelete &&
          (below > 0
            ? t('delete.textWithChildren', { name: labelIn(toDelete.labels, language), count: below })
            : t('delete.text', { name: labelIn(toDelete.labels, language) }))}{' '}
        {t('delete.contractsKept')}
      </ConfirmDeleteModal>
    </Stack>
  );
}
