import { Loader, Paper, Table, Text, Timeline, Title } from '@mantine/core';
import type { Activity } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useCustomerHistoryQuery } from '../api.ts';
import { historyFieldLabel, historyValue, orderedChanges } from '../history-values.ts';

interface CustomerHistoryProps {
  customerId: string;
}

/** Who changed what and when: every activity recorded for this customer, newest first. */
export function CustomerHistory({ customerId }: CustomerHistoryProps) {
  const { t } = useTranslation('customers');
  const history = useCustomerHistoryQuery(customerId);

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="customer-history">
      <Title order={2} size="h4" mb="md" id="customer-history">
        {t('sections.history')}
      </Title>
      {history.data ? (
        history.data.items.length === 0 ? (
          <Text c="dimmed">{t('history.empty')}</Text>
        ) : (
          <Timeline bulletSize={14} lineWidth={2}>
            {history.data.items.map((activity) => (
              <Timeline.Item key={activity._id} title={<HistoryTitle activity={activity} />}>
                <HistoryChanges activity={activity} />
              </Timeline.Item>
            ))}
          </Timeline>
        )
      ) : history.isPending ? (
        <Loader size="sm" aria-label={t('common:loading')} />
      ) : null}
    </Paper>
  );
}

function HistoryTitle({ activity }: { activity: Activity }) {
  const { t } = useTranslation('customers');
  const timeZone = useSession((state) => state.currentCompany?.timeZone);
  const actor =
    activity.actor.type === 'apiKey'
      ? t('history.apiKey', { name: activity.actor.name })
      : activity.onBehalf
        ? t('history.onBehalf', { name: activity.actor.name })
        : activity.actor.name;
  return (
    <>
      <Text fw={600} size="sm">
        {t(`history.actions.${activity.action}`, { actor })}
      </Text>
      <Text size="xs" c="dimmed">
        {formatDateTime(activity.createdAt, currentLanguage(), timeZone)}
      </Text>
    </>
  );
}

function HistoryChanges({ activity }: { activity: Activity }) {
  const { t } = useTranslation('customers');
  const language = currentLanguage();
  const changes = orderedChanges(activity.changes);
  if (activity.action !== 'update' || changes.length === 0) return null;
  return (
    <Table withRowBorders={false} verticalSpacing={2} fz="sm" mt={4} aria-label={t('history.changes')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('history.field')}</Table.Th>
          <Table.Th>{t('history.before')}</Table.Th>
          <Table.Th>{t('history.after')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map(([field, before, after]) => (
          <Table.Tr key={field}>
            <Table.Td>{historyFieldLabel(field, t)}</Table.Td>
            <Table.Td c="dimmed">
              <s>{historyValue(field, before, t, language)}</s>
            </Table.Td>
            <Table.Td>{historyValue(field, after, t, language)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
