import { Alert, Paper, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../../components/list-empty.tsx';
import { ListFooter } from '../../../components/list-footer.tsx';
import { OwnerOnly } from '../../../components/owner-only.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { DEFAULT_PAGE_SIZE } from '../../../lib/list-search.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { type MailboxSearch, useMailboxQuery } from '../api.ts';
import { MailboxNotice } from '../components/mailbox-notice.tsx';
import { MailboxTable } from '../components/mailbox-table.tsx';

const route = getRouteApi('/_company/dev-mailbox');

/** Every e-mail the server "sent" while no SMTP server is configured, newest first. */
export function DevMailboxPage() {
  const { t } = useTranslation('mailbox');
  usePageTitle(t('title'));
  return (
    <OwnerOnly permission="dev-mailbox:read">
      <MailboxList />
    </OwnerOnly>
  );
}

function MailboxList() {
  const { t } = useTranslation('mailbox');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const mailbox = useMailboxQuery(search);
  const change = (patch: Partial<MailboxSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }) });
  const items = mailbox.data?.items;

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={t('title')} description={t('intro')} />
      <MailboxNotice />
      {mailbox.isError ? (
        <Alert color="red" variant="light" role="alert">
          {mailbox.error.message}
        </Alert>
      ) : (
        <Paper withBorder p="md">
          {items && items.length === 0 ? (
            <ListEmpty filtered={false} title={t('empty.title')} description={t('empty.text')} />
          ) : (
            <MailboxTable messages={items} />
          )}
        </Paper>
      )}
      {mailbox.data && mailbox.data.total > 0 && (
        <ListFooter
          total={mailbox.data.total}
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
