import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import type { SessionInfo } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/router-links.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { browserLabel, deviceLabel, ipLabel } from '../session-labels.ts';

interface SessionsTableProps {
  sessions: SessionInfo[];
  timeZone: string | undefined;
  onRevoke: (session: SessionInfo) => void;
}

export function SessionsTable({ sessions, timeZone, onRevoke }: SessionsTableProps) {
  const { t } = useTranslation('sessions');
  const language = currentLanguage();
  if (sessions.length === 0) return <Text c="dimmed">{t('empty')}</Text>;

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.device')}</Table.Th>
            <Table.Th>{t('columns.browser')}</Table.Th>
            <Table.Th>{t('columns.ip')}</Table.Th>
            <Table.Th>{t('columns.lastUsed')}</Table.Th>
            <Table.Th>{t('columns.createdAt')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sessions.map((session) => {
            const device = deviceLabel(session, t);
            const browser = browserLabel(session, t);
            return (
              <Table.Tr key={session._id} data-current={session.current || undefined}>
                <Table.Td>
                  <AnchorLink to="/active-sessions/$id" params={{ id: session._id }}>
                    {device}
                  </AnchorLink>
                </Table.Td>
                <Table.Td>{browser}</Table.Td>
                <Table.Td ff="monospace" fz="sm">
                  {ipLabel(session, t)}
                </Table.Td>
                <Table.Td>{formatDateTime(session.lastUsedAt, language, timeZone)}</Table.Td>
                <Table.Td>{formatDateTime(session.createdAt, language, timeZone)}</Table.Td>
                <Table.Td ta="right">
                  {session.current ? (
                    <Badge variant="light" color="green">
                      {t('current')}
                    </Badge>
                  ) : (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={t('revokeNamed', { device, browser })}
                      onClick={() => onRevoke(session)}
                    >
                      {t('revoke')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
