import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/router-links.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import type { MailboxSummary } from '../api.ts';
import { MailStatusBadge } from './mail-status-badge.tsx';

export function MailboxTable({ messages }: { messages: MailboxSummary[] | undefined }) {
  const { t } = useTranslation('mailbox');
  const language = currentLanguage();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('title')} aria-busy={!messages}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.subject')}</Table.Th>
            <Table.Th>{t('fields.recipient')}</Table.Th>
            <Table.Th>{t('fields.kind')}</Table.Th>
            <Table.Th>{t('fields.status')}</Table.Th>
            <Table.Th>{t('fields.createdAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        {messages ? (
          <Table.Tbody>
            {messages.map((message) => (
              <Table.Tr key={message._id}>
                <Table.Td>
                  <AnchorLink to="/dev-mailbox/$id" params={{ id: message._id }} fw={500}>
                    {message.subject}
                  </AnchorLink>
                </Table.Td>
                <Table.Td>{message.recipient}</Table.Td>
                <Table.Td ff="monospace" fz="sm">
                  {message.kind}
                </Table.Td>
                <Table.Td>
                  <MailStatusBadge status={message.status} />
                </Table.Td>
                <Table.Td>{formatDateTime(message.createdAt, language)}</Table.Td>
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
