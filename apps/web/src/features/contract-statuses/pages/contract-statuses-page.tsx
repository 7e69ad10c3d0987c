import { Button, Group, Modal, Paper, Stack } from '@mantine/core';
import type { ContractStatus, ContractStatusValues } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal.tsx';
import { ListEmpty } from '../../../components/list-empty.tsx';
import { ListFooter } from '../../../components/list-footer.tsx';
import { ListSearchInput } from '../../../components/list-search-input.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { DEFAULT_PAGE_SIZE, nextSort } from '../../../lib/list-search.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import {
  type ContractStatusesSearch,
  DEFAULT_CONTRACT_STATUS_SORT,
  useContractStatusesQuery,
  useCreateContractStatusMutation,
  useDeleteContractStatusMutation,
  useUpdateContractStatusMutation,
} from '../api.ts';
import { NEW_STATUS, StatusForm } from '../components/status-form.tsx';
import { StatusesTable } from '../components/statuses-table.tsx';

const route = getRouteApi('/_company/my-company/custom-contract-status');

/** What the status form dialog is doing: creating, or editing one status. */
type Editing = { mode: 'new' } | { mode: 'edit'; status: ContractStatus } | null;

/** The company's own labels for jobs (a name and a colour), beside the fixed job statuses. */
export function ContractStatusesPage() {
  const { t } = useTranslation('statuses');
  usePageTitle(t('title'));
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const statuses = useContractStatusesQuery(search);
  const create = useCreateContractStatusMutation();
  const update = useUpdateContractStatusMutation();
  const remove = useDeleteContractStatusMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<ContractStatus | null>(null);
  const sort = search.sort ?? DEFAULT_CONTRACT_STATUS_SORT;

  const change = (patch: Partial<ContractStatusesSearch>, replace = false) =>
    void navigate({ search: (previous) => ({ ...previous, page: undefined, ...patch }), replace });

  const save = async (values: ContractStatusValues) => {
    if (editing?.mode === 'edit') {
      await update.mutateAsync({ id: editing.status._id, values });
      toast('success', t('saved'));
    } else {
      await create.mutateAsync(values);
      toast('success', t('created'));
    }
    setEditing(null);
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

  const newButton = <Button onClick={() => setEditing({ mode: 'new' })}>{t('new')}</Button>;
  const items = statuses.data?.items;
  const formTitle = editing?.mode === 'edit' ? t('form.editTitle') : t('form.newTitle');

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={t('title')} description={t('intro')} actions={newButton} />
      <Group align="flex-end">
        <ListSearchInput
          label={t('common:list.search')}
          value={search.q ?? ''}
          onSearch={(q) => change({ q: q || undefined }, true)}
        />
      </Group>
      <Paper withBorder p="md">
        {items && items.length === 0 ? (
          <ListEmpty
            filtered={Boolean(search.q)}
            title={t('empty.title')}
            description={t('empty.text')}
            action={newButton}
          />
        ) : (
          <StatusesTable
            statuses={items}
            sort={sort}
            onSort={(column) => change({ sort: nextSort(sort, column) })}
            onEdit={(status) => setEditing({ mode: 'edit', status })}
            onDelete={setToDelete}
          />
        )}
      </Paper>
      {statuses.data && statuses.data.total > 0 && (
        <ListFooter
          total={statuses.data.total}
          page={search.page ?? 1}
          pageSize={search.pageSize ?? DEFAULT_PAGE_SIZE}
          onPage={(page) => change({ page })}
          onPageSize={(pageSize) =>
            change({ pageSize: pageSize === DEFAULT_PAGE_SIZE ? undefined : pageSize })
          }
        />
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={formTitle}
        centered
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        {editing && (
          <StatusForm
            key={editing.mode === 'edit' ? editing.status._id : 'new'}
            initial={
              editing.mode === 'edit'
                ? { name: editing.status.name, color: editing.status.color }
                : NEW_STATUS
            }
            submitLabel={editing.mode === 'edit' ? t('common:actions.save') : t('form.create')}
            onSubmit={save}
            pending={create.isPending || update.isPending}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmDeleteModal
        opened={toDelete !== null}
        title={t('delete.title')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      >
        {toDelete && t('delete.text', { name: toDelete.name })}
      </ConfirmDeleteModal>
    </Stack>
  );
}
