import { Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OwnerOnly } from '../../../components/owner-only.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordView } from '../../../components/record-view.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useMailboxMessageQuery } from '../api.ts';
import { LinkedText } from '../components/linked-text.tsx';
import { MailAttachments } from '../components/mail-attachments.tsx';
import { MailHtmlFrame } from '../components/mail-html-frame.tsx';
import { MailStatusBadge } from '../components/mail-status-badge.tsx';
import { MailboxNotice } from '../components/mailbox-notice.tsx';

const route = getRouteApi('/_company/dev-mailbox/$id');

/** One message of the development mailbox: its text (links clickable) and its HTML in a sandbox. */
export function DevMailboxMessagePage() {
  return (
    <OwnerOnly permission="dev-mailbox:read">
      <MailboxMessage />
    </OwnerOnly>
  );
}

function MailboxMessage() {
  const { t } = useTranslation('mailbox');
  const { id } = route.useParams();
  const message = useMailboxMessageQuery(id);
  const language = currentLanguage();
  usePageTitle(message.data?.subject ?? t('title'));

  const backToList = (
    <AnchorLink to="/dev-mailbox" size="sm">
      ← {t('title')}
    </AnchorLink>
  );

  return (
    <Stack gap="lg" maw={960}>
      <RecordView query={message} back={backToList}>
        {(record) => (
          <>
            <PageHeader back={backToList} title={record.subject} />
            <MailboxNotice />
            <Paper withBorder p="md">
              <Stack gap={4}>
                <Text size="sm">
                  <Text span c="dimmed">
                    {t('fields.recipient')}:
                  </Text>{' '}
                  {record.recipient}
                </Text>
                <Text size="sm">
                  <Text span c="dimmed">
                    {t('fields.kind')}:
                  </Text>{' '}
                  <Text span ff="monospace">
                    {record.kind}
                  </Text>
                </Text>
                <Group gap="xs">
                  <Text size="sm" c="dimmed">
                    {t('fields.createdAt')}: {formatDateTime(record.createdAt, language)}
                  </Text>
                  <MailStatusBadge status={record.status} />
                </Group>
              </Stack>
            </Paper>
            <MailAttachments message={record} />
            <Tabs defaultValue="text">
              <Tabs.List>
                <Tabs.Tab value="text">{t('tabs.text')}</Tabs.Tab>
                <Tabs.Tab value="html">{t('tabs.html')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="text" pt="md">
                <Paper withBorder p="md">
                  <Text component="pre" ff="monospace" size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    <LinkedText text={record.text} />
                  </Text>
                </Paper>
              </Tabs.Panel>
              <Tabs.Panel value="html" pt="md">
                <MailHtmlFrame html={record.html} />
              </Tabs.Panel>
            </Tabs>
          </>
        )}
      </RecordView>
    </Stack>
  );
}
