import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { AdminActivitySummary } from '@maxer/domain';
import { PLATFORM_TIME_ZONE } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/router-links.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { activityWhat } from './activity-labels.ts';

interface AdminActivitiesTableProps {
  activities: AdminActivitySummary[] | undefined;
}

/** Each activity: when, who (and whether on behalf), which company, what (a link to the detail), from where. */
export function AdminActivitiesTable({ activities }: AdminActivitiesTableProps) {
  const { t } = useTranslation('admin-activity');
  const language = currentLanguage();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('activities.title')} aria-busy={!activities}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('activities.fields.when')}</Table.Th>
            <Table.Th>{t('activities.fields.actor')}</Table.Th>
            <Table.Th>{t('activities.fields.company')}</Table.Th>
            <Table.Th>{t('activities.fields.what')}</Table.Th>
            <Table.Th>{t('activities.fields.ip')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        {activities ? (
          <Table.Tbody>
            {activities.map((activity) => (
              <Table.Tr key={activity._id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(activity.createdAt, language, PLATFORM_TIME_ZONE)}
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Group gap="xs" wrap="nowrap">
                      <Text component="span" fw={500}>
                        {activity.actor.name}
                      </Text>
                      {activity.onBehalf && (
                        <Badge variant="light" color="orange" size="sm">
                          {t('activities.onBehalfBadge')}
                        </Badge>
                      )}
                    </Group>
                    <Text component="span" size="xs" c="dimmed">
                      {t(`activities.actorTypes.${activity.actor.type}`)}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  {activity.company?.name ?? (
                    <Text component="span" c="dimmed" size="sm">
                      {t('activities.platform')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <AnchorLink to="/admin/activities/$id" params={{ id: activity._id }}>
                    {activityWhat(activity, t)}
                  </AnchorLink>
                  {activity.request && (
                    <Text component="span" size="xs" c="dimmed" ml="xs">
                      {activity.request.status}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{activity.ip ?? '–'}</Table.Td>
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
