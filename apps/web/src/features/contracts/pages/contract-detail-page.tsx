import { Alert, Button, Group, Menu, Stack } from '@mantine/core';
import { ACCEPTED_STATUSES } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiFileMenuItem } from '../../../components/api-file-button.tsx';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal.tsx';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordView } from '../../../components/record-view.tsx';
import { AnchorLink, ButtonLink } from '../../../components/router-links.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { RequestReviewButton } from '../../reviews/index.ts';
import {
  useArchiveContractMutation,
  useContractQuery,
  useDeleteContractMutation,
  useRestoreContractMutation,
} from '../api.ts';
import { ContractStatusBadge } from '../components/contract-status-badge.tsx';
import { JobReadSections } from '../components/job-read-sections.tsx';
import { SendOfferModal } from '../components/send-offer-modal.tsx';

const route = getRouteApi('/_company/contracts/$id');

type Dialog = 'archive' | 'restore' | 'delete' | 'offer' | null;

/**
 * One job, read-only: its facts, its price, and what one can do with it: one primary action that
 * follows the status (before acceptance: send the offer; after it: create the invoice, never the offer
 * again, which the server refuses), editing beside it, the rest in a menu (issue 15). `invoiceAction` is
 * the "create invoice" button of the invoices feature, put in by the route (invoices depends on
 * contracts, not the other way round; ADR 031).
 */
export function ContractDetailPage({
  invoiceAction,
  appointments,
  comments,
  media,
}: {
  invoiceAction: (contractId: string) => ReactNode;
  /** The job's appointments (the appointments feature's section, put in by the route). */
  appointments?: (contractId: string) => ReactNode;
  /** The job's comments (the comments feature's thread, put in by the route). */
  comments?: (contractId: string) => ReactNode;
  /** The job's media sessions (the media feature's section, put in by the route). */
  media?: (contractId: string) => ReactNode;
}) {
  const { t } = useTranslation('contracts');
  const { id } = route.useParams();
  const navigate = route.useNavigate();
  const contract = useContractQuery(id);
  const role = useSession((state) => state.userInfo?.role);
  const archive = useArchiveContractMutation();
  const restore = useRestoreContractMutation();
  const remove = useDeleteContractMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  usePageTitle(contract.data ? t('numberLabel', { number: contract.data.number }) : t('title'));
  const close = () => setDialog(null);

  const backToList = (
    <AnchorLink to={contract.data?.archived ? '/archive' : '/contracts'} size="sm">
      ← {contract.data?.archived ? t('archiveTitle') : t('title')}
    </AnchorLink>
  );

  return (
    <Stack gap="lg" maw={1000}>
      <RecordView query={contract} back={backToList}>
        {(record) => {
          const accepted = ACCEPTED_STATUSES.includes(record.status);
          const mayDelete = role !== 'USER' || !accepted;
          const pdf = `/api/contracts/${id}/pdf`;
          return (
            <>
              <PageHeader
                back={backToList}
                title={t('numberLabel', { number: record.number })}
                description={record.customer.name}
                actions={
                  <>
                    {accepted ? (
                      invoiceAction(id)
                    ) : (
                      <Button onClick={() => setDialog('offer')}>{t('actions.sendOffer')}</Button>
                    )}
                    <RequestReviewButton
                      target={{ contractId: id }}
                      recipient={record.customer.email}
                      reviewed={record.status === 'REVIEWED'}
                    />
                    {!record.readOnly && (
                      <ButtonLink to="/contracts/edit/$id" params={{ id }} variant="default">
                        {t('common:actions.edit')}
                      </ButtonLink>
                    )}
                    <Menu position="bottom-end" shadow="md" withinPortal>
                      <Menu.Target>
                        <Button variant="default">{t('actions.more')}</Button>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <ApiFileMenuItem path={pdf} mode="open">
                          {t('actions.pdf')}
                        </ApiFileMenuItem>
                        <ApiFileMenuItem path={`${pdf}?download=1`} mode="download">
                          {t('actions.download')}
                        </ApiFileMenuItem>
                        {record.archived ? (
                          <Menu.Item onClick={() => setDialog('restore')}>{t('actions.restore')}</Menu.Item>
                        ) : (
                          <Menu.Item onClick={() => setDialog('archive')}>{t('actions.archive')}</Menu.Item>
                        )}
                        {mayDelete && (
                          <>
                            <Menu.Divider />
                            <Menu.Item color="red" onClick={() => setDialog('delete')}>
                              {t('common:actions.delete')}
                            </Menu.Item>
                          </>
                        )}
                      </Menu.Dropdown>
                    </Menu>
                  </>
                }
              />
              <Group gap="sm">
                <ContractStatusBadge status={record.status} customStatus={record.customStatus} />
                {record.archived && (
                  <Alert py={4} color="gray">
                    {t('archivedNote')}
                  </Alert>
                )}
              </Group>
              <JobReadSections contract={record}>
                {appointments?.(id)}
                {comments?.(id)}
                {media?.(id)}
              </JobReadSections>
              <ConfirmModal
                opened={dialog === 'archive'}
                title={t('archive.title')}
                confirmLabel={t('actions.archive')}
                pending={archive.isPending}
                onClose={close}
                onConfirm={() =>
                  archive.mutate(id, {
                    onSuccess: () => {
                      toast('success', t('archive.done'));
                      close();
                    },
                  })
                }
              >
                {t('archive.text', { number: record.number })}
              </ConfirmModal>
              <ConfirmModal
                opened={dialog === 'restore'}
                title={t('restore.title')}
                confirmLabel={t('actions.restore')}
                pending={restore.isPending}
                onClose={close}
                onConfirm={() =>
                  restore.mutate(id, {
                    onSuccess: () => {
                      toast('success', t('restore.done'));
                      close();
                    },
                  })
                }
              >
                {t('restore.text', { number: record.number })}
              </ConfirmModal>
              <ConfirmDeleteModal
                opened={dialog === 'delete'}
                title={t('delete.title')}
                pending={remove.isPending}
                onClose={close}
                onConfirm={() =>
                  remove.mutate(id, {
                    onSuccess: () => {
                      toast('success', t('delete.done'));
                      close();
                      void navigate({ to: record.archived ? '/archive' : '/contracts' });
                    },
                  })
                }
              >
                {t('delete.text', { number: record.number })}
              </ConfirmDeleteModal>
              {dialog === 'offer' && (
                <SendOfferModal
                  opened
                  contractId={id}
                  defaultRecipient={record.customer.email}
                  onClose={close}
                />
              )}
            </>
          );
        }}
      </RecordView>
    </Stack>
  );
}
