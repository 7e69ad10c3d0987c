import type { ContractStatus } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal.tsx';
import { ListPage } from '../../../components/list-page.tsx';
import { ButtonLink } from '../../../components/router-links.tsx';
import { nextSort } from '../../../lib/list-search.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import {
  type ContractStatusesSearch,
  DEFAULT_CONTRACT_STATUS_SORT,
  useContractStatusesQuery,
  useDeleteContractStatusMutation,
} from '../api.ts';
import { StatusesTable } from '../components/statuses-table.tsx';

const route = getRouteApi('/_company/my-company/custom-contract-status');

/** The company's own labels for jobs (a name and a colour), beside the fixed job statuses. */
export function ContractStatusesPage() {
  const { t } = useTranslation('statuses');
  usePageTitle(t('title'));
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const statuses = useContractStatusesQuery(search);
  const remove = useDeleteContractStatusMutation();
  const [toDelete, setToDelete] = useState<ContractStatus | null>(null);
  const sort = search.sort ?? DEFAULT_CONTRACT_STATUS_SORT;

  const change = (patch: Partial<ContractStatusesSearch>, replace = false) =>
    void navigate({ search: (previous) => ({ ...previous, page: undefined, ...patch }), replace });

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => {
        toast('success', t('deleted'));
        setToDelete(null);
      },
    });
  };

  return (
    <>
      <ListPage
        title={t('title')}
        description={t('intro')}
        newButton={<ButtonLink to="/my-company/custom-contract-status/new">{t('new')}</ButtonLink>}
        maw={900}
        search={search}
        onChange={change}
        result={statuses.data}
        empty={{ title: t('empty.title'), text: t('empty.text') }}
      >
        <StatusesTable
          statuses={statuses.data?.items}
          sort={sort}
          onSort={(column) => change({ sort: nextSort(sort, column) })}
          onDelete={setToDelete}
        />
      </ListPage>
      <ConfirmDeleteModal
        opened={toDelete !== null}
        title={t('delete.title')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      >
        {toDelete && t('delete.text', { name: toDelete.name })}
      </ConfirmDeleteModal>
    </>
  );
}
