import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminActivitySummary } from '@maxer/domain';
import { PLATFORM_TIME_ZONE } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { type DetailRow, DetailsList } from '../../../components/details-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { BackLink } from '../../../components/router-links.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { activityWhat, entityTypeLabel, valueText } from './activity-labels.ts';
import { useAdminActivityQuery } from './api.ts';

const route = getRouteApi('/admin/activities/$id');

/** One activity: who, when, from which address, for which company, and what changed before/after. */
export function AdminActivityDetailPage() {
  const { t } = useTranslation('admin-activity');
  const { id } = route.useParams();
  const activity = useAdminActivityQuery(id);
  usePageTitle(t('activities.detail.title'));
  const backToList = <BackLink to="/admin/activities">{t('activities.detail.back')}</BackLink>;

  return (
    <RecordPage query={activity} back={backToList} maw={1000}>
      {(record) => (
        <>
          <PageHeader
            back={backToList}
            title={t('activities.detail.title')}
            description={activityWhat(record, t)}
          />
          <ActivityDetails activity={record} />
          {record.action !== 'request' && <ChangesTable changes={record.changes} />}
        </>
      )}
    </RecordPage>
  );
}

function ActivityDetails({ activity }: { activity: AdminActivitySummary }) {
  const { t } = useTranslation('admin-activity');
  const language = currentLanguage();
  const rows: DetailRow[] = [
    [t('activities.fields.when'), formatDateTime(activity.createdAt, language, PLATFORM_TIME_ZONE)],
    [
      t('activities.fields.actor'),
      <Group gap="xs" key="actor">
        <Text component="span" fw={500}>
          {activity.actor.name}
        </Text>
        <Text component="span" size="sm" c="dimmed">
          {t(`activities.actorTypes.${activity.actor.type}`)}
        </Text>
      </Group>,
    ],
    [
      t('activities.fields.onBehalf'),
      activity.onBehalf ? (
        <Badge variant="light" color="orange" key="onBehalf">
          {t('activities.yes')}
        </Badge>
      ) : (
        t('activities.no')
      ),
    ],
    [t('activities.fields.company'), activity.company?.name ?? t('activities.platform')],
    [t('activities.fields.ip'), activity.ip],
    [t('activities.fields.action'), t(`activities.actions.${activity.action}`)],
    [t('activities.fields.entityType'), entityTypeLabel(activity.entityType, t)],
  ];
  if (activity.entityId) rows.push([t('activities.fields.entityId'), activity.entityId]);
  if (activity.request) {
    rows.push([t('activities.fields.request'), `${activity.request.method} ${activity.request.path}`]);
    rows.push([t('activities.fields.status'), String(activity.request.status)]);
  }
  return <DetailsList rows={rows} />;
}

function ChangesTable({ changes }: { changes: Record<string, readonly unknown[]> }) {
  const { t } = useTranslation('admin-activity');
  const entries = Object.entries(changes);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('activities.detail.changes')}
      </Title>
      <Paper withBorder p="md">
        {entries.length === 0 ? (
          <Text c="dimmed">{t('activities.detail.noChanges')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={600}>
            <Table aria-label={t('activities.detail.changes')} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('activities.detail.field')}</Table.Th>
                  <Table.Th>{t('activities.detail.before')}</Table.Th>
                  <Table.Th>{t('activities.detail.after')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map(([field, [before, after]]) => (
                  <Table.Tr key={field}>
                    <Table.Td fw={500}>{field}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-word' }}>{valueText(before)}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-word' }}>{valueText(after)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}
