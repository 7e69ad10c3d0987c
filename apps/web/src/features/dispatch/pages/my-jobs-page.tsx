import { Alert, Anchor, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import {
  calendarDayIn,
  calendarDayPlus,
  type DispatchItem,
  instantOfWallClock,
  PLATFORM_TIME_ZONE,
} from '@maxer/domain';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDate } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useMyJobsQuery } from '../api.ts';
import { kindLabel, timeSpan } from '../item-label.ts';

/** Today and the next days: what a crew member looks at on the phone in the morning. */
const DAYS_AHEAD = 7;

/** A map search of an address: opens the phone's map app. */
function mapLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** The signed-in person's own jobs and appointments, phone first. */
export function MyJobsPage() {
  const { t } = useTranslation('dispatch');
  usePageTitle(t('myJobs.title'));
  const language = currentLanguage();
  const timeZone = useSession((state) => state.currentCompany?.timeZone) ?? PLATFORM_TIME_ZONE;
  const today = calendarDayIn(new Date(), timeZone);
  const range = useMemo(
    () => ({
      from: instantOfWallClock(`${today}T00:00`, timeZone)!.toISOString(),
      to: instantOfWallClock(`${calendarDayPlus(today, DAYS_AHEAD)}T00:00`, timeZone)!.toISOString(),
    }),
    [today, timeZone],
  );
  const jobs = useMyJobsQuery(range);

  const days = useMemo(() => {
    const groups = new Map<string, DispatchItem[]>();
    for (const item of jobs.data?.items ?? []) {
      const day = calendarDayIn(new Date(item.startsAt), timeZone);
      groups.set(day, [...(groups.get(day) ?? []), item]);
    }
    return [...groups.entries()];
  }, [jobs.data, timeZone]);

  return (
    <Stack gap="md" maw={640}>
      <PageHeader title={t('myJobs.title')} description={t('myJobs.intro')} />
      {jobs.isPending ? (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t('myJobs.loading')}</Text>
        </Group>
      ) : jobs.isError ? (
        <Alert color="red">{t('loadFailed', { ns: 'common' })}</Alert>
      ) : days.length === 0 ? (
        <Text c="dimmed">{t('myJobs.empty')}</Text>
      ) : (
        days.map(([day, items]) => (
          <Stack
            key={day}
            gap="sm"
            component="section"
            aria-label={formatDate(`${day}T12:00:00Z`, language, 'UTC')}
          >
            <Title order={2} size="h4">
              {day === today
                ? t('myJobs.today')
                : new Intl.DateTimeFormat(language === 'de' ? 'de-CH' : 'en-GB', {
                    weekday: 'long',
                    timeZone: 'UTC',
                  }).format(new Date(`${day}T12:00:00Z`))}{' '}
              {formatDate(`${day}T12:00:00Z`, language, 'UTC')}
            </Title>
            {items.map((item) => (
              <MyJobCard key={item.key} item={item} timeZone={timeZone} />
            ))}
          </Stack>
        ))
      )}
    </Stack>
  );
}

function MyJobCard({ item, timeZone }: { item: DispatchItem; timeZone: string }) {
  const { t } = useTranslation('dispatch');
  const language = currentLanguage();
  const userId = useSession((state) => state.userInfo?._id);
  const colleagues = item.people.filter((person) => person._id !== userId);
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="article"
      aria-label={`${kindLabel(item, t)} ${timeSpan(item, language, timeZone)}`}
    >
      <Stack gap={6}>
        <Group gap="xs" justify="space-between">
          <Text fw={700} size="lg">
            {timeSpan(item, language, timeZone)}
          </Text>
          <Badge variant="light">{kindLabel(item, t)}</Badge>
        </Group>
        {item.customer && (
          <Group gap="xs" wrap="wrap">
            <Text fw={500}>{item.customer.name}</Text>
            {item.customer.phone && (
              <Anchor
                href={`tel:${item.customer.phone.replace(/\s+/g, '')}`}
                aria-label={t('myJobs.call', { name: item.customer.name })}
              >
                <Group gap={4} component="span">
                  <IconPhone size={16} />
                  {item.customer.phone}
                </Group>
              </Anchor>
            )}
          </Group>
        )}
        {item.address && (
          <Anchor href={mapLink(item.address)} target="_blank" rel="noreferrer" title={t('myJobs.map')}>
            <Group gap={4} component="span" wrap="nowrap">
              <IconMapPin size={16} />
              {item.address}
            </Group>
          </Anchor>
        )}
        {item.destination && (
          <Anchor href={mapLink(item.destination)} target="_blank" rel="noreferrer" title={t('myJobs.map')}>
            <Group gap={4} component="span" wrap="nowrap">
              <IconMapPin size={16} />
              {t('to', { address: item.destination })}
            </Group>
          </Anchor>
        )}
        {item.notes && (
          <Text size="sm">
            <Text span fw={600} size="sm">
              {t('myJobs.notes')}:{' '}
            </Text>
            {item.notes}
          </Text>
        )}
        {(colleagues.length > 0 || item.vehicles.length > 0) && (
          <Text size="sm" c="dimmed">
            {t('myJobs.with')}: {[...colleagues, ...item.vehicles].map((named) => named.name).join(', ')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
