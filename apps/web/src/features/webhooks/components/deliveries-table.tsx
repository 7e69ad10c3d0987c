import { Badge, Button, Code, Table, Text, VisuallyHidden } from '@mantine/core';
import type { WebhookDelivery } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';

const STATUS_COLOR = { pending: 'yellow', delivered: 'green', failed: 'red' } as const;

interface DeliveriesTableProps {
  deliveries: WebhookDelivery[] | undefined;
  onResend: (delivery: WebhookDelivery) => void;
  resending: string | null;
}

/** The delivery log: event, state, the receiver's answer or the error, duration, attempts, time. */
export function DeliveriesTable({ deliveries, onResend, resending }: DeliveriesTableProps) {
  const { t } = useTranslation('webhooks');
  const language = currentLanguage();
  const timeZone = useSession((state) => state.currentCompany?.timeZone);
  const when = (value: string) => formatDateTime(value, language, timeZone);
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" aria-label={t('log.title')} aria-busy={!deliveries}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('log.event')}</Table.Th>
            <Table.Th>{t('log.status')}</Table.Th>
            <Table.Th>{t('log.answer')}</Table.Th>
            <Table.Th>{t('log.duration')}</Table.Th>
            <Table.Th>{t('log.attempts')}</Table.Th>
            <Table.Th>{t('log.time')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('log.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        {deliveries ? (
          <Table.Tbody>
            {deliveries.map((delivery) => (
              <Table.Tr key={delivery._id}>
                <Table.Td ff="monospace">{delivery.eventType}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={STATUS_COLOR[delivery.status]}>
                    {t(`log.statuses.${delivery.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td maw={320}>
                  {delivery.responseStatus !== null && <Text size="sm">HTTP {delivery.responseStatus}</Text>}
                  {delivery.error && (
                    <Text size="sm" c="red">
                      {delivery.error}
                    </Text>
                  )}
                  {delivery.responseSnippet && (
                    <Code block fz="xs" mah={80} style={{ overflow: 'auto' }}>
                      {delivery.responseSnippet}
                    </Code>
                  )}
                </Table.Td>
                <Table.Td>{delivery.durationMs !== null ? `${delivery.durationMs} ms` : '–'}</Table.Td>
                <Table.Td>{delivery.attempts}</Table.Td>
                <Table.Td>
                  <Text size="sm">{when(delivery.lastAttemptAt ?? delivery.createdAt)}</Text>
                  {delivery.nextAttemptAt && (
                    <Text size="xs" c="dimmed">
                      {t('log.next', { time: when(delivery.nextAttemptAt) })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    loading={resending === delivery._id}
                    onClick={() => onResend(delivery)}
                  >
                    {t('log.resend')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        ) : (
          <TableSkeleton columns={7} />
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
