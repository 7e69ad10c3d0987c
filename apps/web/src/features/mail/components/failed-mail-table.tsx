import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import type { MailSummary } from '../api.ts';

interface FailedMailTableProps {
  messages: MailSummary[] | undefined;
  timeZone: string | undefined;
  /** The message being queued again, if any: its button shows progress. */
  retrying: string | null;
  onRetry: (message: MailSummary) => void;
}

export function FailedMailTable({ messages, timeZone, retrying, onRetry }: FailedMailTableProps) {
  const { t } = useTranslation('mail');
  const language = currentLanguage();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" aria-label={t('failed.title')} aria-busy={!messages}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.recipient')}</Table.Th>
            <Table.Th>{t('fields.subject')}</Table.Th>
            <Table.Th>{t('fields.error')}</Table.Th>
            <Table.Th>{t('fields.createdAt')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('failed.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        {messages ? (
          <Table.Tbody>
            {messages.map((message) => (
              <Table.Tr key={message._id}>
                <Table.Td>{message.recipient}</Table.Td>
                <Table.Td fw={500}>{message.subject}</Table.Td>
                <Table.Td maw={360}>
                  <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
                    {message.lastError ?? '—'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('failed.attempts', { count: message.attempts })}
                  </Text>
                </Table.Td>
                <Table.Td>{formatDateTime(message.createdAt, language, timeZone)}</Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    variant="light"
                    loading={retrying === message._id}
                    disabled={retrying !== null && retrying !== message._id}
                    onClick={() => onRetry(message)}
                    aria-label={t('failed.retryFor', { recipient: message.recipient })}
                  >
                    {t('failed.retry')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        ) : (
          <TableSkeleton columns={5} />
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
