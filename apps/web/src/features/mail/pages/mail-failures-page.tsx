import { Alert, Paper, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../../components/list-empty.tsx';
import { ListFooter } from '../../../components/list-footer.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { DEFAULT_PAGE_SIZE } from '../../../lib/list-search.ts';
import { useSession } from '../../../lib/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import {
  type MailFailuresSearch,
  type MailSummary,
  useFailedMailQuery,
  useRetryMailMutation,
} from '../api.ts';
import { FailedMailTable } from '../components/failed-mail-table.tsx';

const route = getRouteApi('/_company/mail-failures');

/** E-mails that could not be sent after every retry, with the mail server's error, and sending again. */
export function MailFailuresPage() {
  const { t } = useTranslation('mail');
  usePageTitle(t('failed.title'));
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const timeZone = useSession((state) => state.currentCompany?.timeZone);
  const failed = useFailedMailQuery(search);
  const retry = useRetryMailMutation();
  const [retrying, setRetrying] = useState<string | null>(null);
  const change = (patch: Partial<MailFailuresSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }) });
  const items = failed.data?.items;

  const onRetry = (message: MailSummary) => {
    setRetrying(message._id);
    retry.mutate(message._id, {
      // A failure is shown by the app's error toast.
      onSuccess: () => toast('success', t('failed.retried', { recipient: message.recipient })),
      onSettled: () => setRetrying(null),
    });
  };

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={t('failed.title')} description={t('failed.intro')} />
      {failed.isError ? (
        <Alert color="red" variant="light" role="alert">
          {failed.error.message}
        </Alert>
      ) : (
        <Paper withBorder p="md">
          {items && items.length === 0 ? (
            <ListEmpty
              filtered={false}
              title={t('failed.empty.title')}
              description={t('failed.empty.text')}
            />
          ) : (
            <FailedMailTable messages={items} timeZone={timeZone} retrying={retrying} onRetry={onRetry} />
          )}
        </Paper>
      )}
      {failed.data && failed.data.total > 0 && (
        <ListFooter
          total={failed.data.total}
          page={search.page ?? 1}
          pageSize={search.pageSize ?? DEFAULT_PAGE_SIZE}
          onPage={(page) => change({ page })}
          onPageSize={(pageSize) =>
            change({ page: undefined, pageSize: pageSize === DEFAULT_PAGE_SIZE ? undefined : pageSize })
          }
        />
      )}
    </Stack>
  );
}
