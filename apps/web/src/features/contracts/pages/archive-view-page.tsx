import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { getRouteApi, Navigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiFileButton } from '../../../components/api-file-button.tsx';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordView } from '../../../components/record-view.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useContractQuery, useRestoreContractMutation } from '../api.ts';
import { ContractStatusBadge } from '../components/contract-status-badge.tsx';
import { JobReadSections } from '../components/job-read-sections.tsx';
import { JobSection } from '../components/job-section.tsx';

const route = getRouteApi('/_company/archive/view');

/**
 * An archived job, read-only (ADR 051): when it was archived, its sections, its documents (the job's
 * PDF, its invoices with theirs), its history, and one action: restore it, which leads to the job page.
 * A job that is not archived is shown on its job page instead. `invoices` is the invoices feature's
 * list of the job's invoices, put in by the route (invoices depends on contracts; ADR 031).
 */
export function ArchiveViewPage({ invoices }: { invoices: (contractId: string) => ReactNode }) {
  const { t } = useTranslation('contracts');
  const { id } = route.useSearch();
  const navigate = route.useNavigate();
  const contract = useContractQuery(id);
  const restore = useRestoreContractMutation();
  const [confirming, setConfirming] = useState(false);
  const timeZone = useSession((state) => state.currentCompany?.timeZone);
  const language = currentLanguage();
  usePageTitle(contract.data ? t('numberLabel', { number: contract.data.number }) : t('archiveTitle'));

  const backToArchive = (
    <AnchorLink to="/archive" size="sm">
      ← {t('archiveTitle')}
    </AnchorLink>
  );

  return (
    <Stack gap="lg" maw={1000}>
      <RecordView query={contract} back={backToArchive}>
        {(record) => {
          if (!record.archived && !restore.isPending) {
            return <Navigate to="/contracts/$id" params={{ id }} replace />;
          }
          const pdf = `/api/contracts/${id}/pdf`;
          return (
            <>
              <PageHeader
                back={backToArchive}
                title={t('numberLabel', { number: record.number })}
                description={record.customer.name}
                actions={<Button onClick={() => setConfirming(true)}>{t('actions.restore')}</Button>}
              />
              <Alert color="gray" variant="light" title={archivedOn(record.archivedAt)}>
                {t('archiveView.note')}
              </Alert>
              <Group gap="sm">
                <ContractStatusBadge status={record.status} customStatus={record.customStatus} />
              </Group>
              <JobReadSections contract={record}>
                <JobSection id="archive-documents" title={t('archiveView.documents')}>
                  <Stack gap="md">
                    <Group gap="sm">
                      <ApiFileButton path={pdf} mode="open">
                        {t('actions.pdf')}
                      </ApiFileButton>
                      <ApiFileButton path={`${pdf}?download=1`} mode="download">
                        {t('actions.download')}
                      </ApiFileButton>
                    </Group>
                    <Title order={3} size="h5">
                      {t('archiveView.invoices')}
                    </Title>
                    {invoices(id)}
                  </Stack>
                </JobSection>
              </JobReadSections>
              <ConfirmModal
                opened={confirming}
                title={t('restore.title')}
                confirmLabel={t('actions.restore')}
                pending={restore.isPending}
                onClose={() => setConfirming(false)}
                onConfirm={() =>
                  restore.mutate(id, {
                    onSuccess: () => {
                      toast('success', t('restore.done'));
                      void navigate({ to: '/contracts/$id', params: { id } });
                    },
                  })
                }
              >
                {t('restore.text', { number: record.number })}
              </ConfirmModal>
            </>
          );
        }}
      </RecordView>
    </Stack>
  );

  function archivedOn(at: string | null): string {
    return at
      ? t('archiveView.archivedOn', { date: formatDateTime(at, language, timeZone) })
      : t('archivedNote');
  }
}
