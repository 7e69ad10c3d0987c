import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Alert, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { ADMIN_LIVE_KINDS, type AdminLiveEvent, type AdminPresence } from '@maxer/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';
import type { RealtimeSocket } from '../../../lib/socket.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useAdminLiveQuery } from '../api.ts';
import { applyPresence, countEvent, type LivePicture, pictureOf } from '../live-picture.ts';

/** How many events the feed keeps (newest first). */
const FEED_LENGTH = 50;

const KIND_COLORS: Record<(typeof ADMIN_LIVE_KINDS)[number], string> = {
  signIn: 'blue.6',
  offerSent: 'grape.6',
  offerAccepted: 'teal.6',
  offerRejected: 'red.6',
  invoicePaid: 'yellow.6',
  companyCreated: 'indigo.6',
};

/**
 * The platform admin's live dashboard (issue 14, `/admin/live`): users online now per company, the
 * events of every company as they happen, and a rolling count per hour of the last 24 hours. The
 * picture comes from the API when the page opens and again after each reconnection (what happened
 * meanwhile is in the database's counts); the admins' room of the real-time connection keeps it
 * current in between. The feed holds what this page saw.
 */
export function AdminLivePage() {
  const { t } = useTranslation('admin-live');
  usePageTitle(t('title'));
  const language = currentLanguage();
  const live = useAdminLiveQuery();
  const socket = useSession((state) => state.socket) as RealtimeSocket | null;
  const [picture, setPictureState] = useState<LivePicture | null>(null);
  // The picture events apply to at once: several may arrive before the page draws again.
  const current = useRef<LivePicture | null>(null);
  const setPicture = useCallback((next: LivePicture | null) => {
    current.current = next;
    setPictureState(next);
  }, []);
  const [feed, setFeed] = useState<{ seq: number; event: AdminLiveEvent }[]>([]);
  const seen = useRef(0);
  const [connected, setConnected] = useState(Boolean(socket?.connected));
  // Names of users and companies from the sign-ins seen, for presence events of people who just came.
  const names = useRef(new Map<string, string>());
  const { data, refetch } = live;

  useEffect(() => {
    if (data) setPicture(pictureOf(data));
  }, [data, setPicture]);

  useEffect(() => {
    if (!socket) return;
    setConnected(socket.connected);
    const onEvent = (event: AdminLiveEvent) => {
      names.current.set(event.company._id, event.company.name);
      if (event.user) names.current.set(event.user._id, event.user.name);
      seen.current += 1;
      const seq = seen.current;
      setFeed((events) => [{ seq, event }, ...events].slice(0, FEED_LENGTH));
      if (current.current) setPicture(countEvent(current.current, event));
    };
    const onPresence = (presence: AdminPresence) => {
      if (!current.current) return;
      const next = applyPresence(current.current, presence, names.current);
      // Someone not known by name: the picture from the API has them.
      if (next) setPicture(next);
      else void refetch();
    };
    // After a reconnection the picture is loaded again: events of the gap are in its counts.
    const onConnect = () => {
      setConnected(true);
      void refetch();
    };
    const onDisconnect = () => setConnected(false);
    socket.on('admin.event', onEvent);
    socket.on('admin.presence', onPresence);
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    return () => {
      socket.off('admin.event', onEvent);
      socket.off('admin.presence', onPresence);
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
    };
  }, [socket, refetch, setPicture]);

  const totals = Object.fromEntries(
    ADMIN_LIVE_KINDS.map((kind) => [kind, picture?.hours.reduce((sum, hour) => sum + hour[kind], 0)]),
  ) as Record<(typeof ADMIN_LIVE_KINDS)[number], number | undefined>;
  const usersOnline = picture?.online.reduce((sum, entry) => sum + entry.users.length, 0);

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        <Badge variant="light" color={connected ? 'green' : 'gray'} size="lg">
          {connected ? t('connected') : t('disconnected')}
        </Badge>
      </Group>
      {live.isError && !picture && (
        <Alert color="red" variant="light" role="alert">
          {t('failed')}
        </Alert>
      )}

      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} aria-busy={!picture}>
        <Figure label={t('usersOnline')} value={usersOnline} />
        {ADMIN_LIVE_KINDS.map((kind) => (
          <Figure key={kind} label={t(`last24h.${kind}`)} value={totals[kind]} />
        ))}
      </SimpleGrid>

      <Card withBorder padding="lg" component="section" aria-label={t('perHour')}>
        <Title order={2} size="h5" mb="sm">
          {t('perHour')}
        </Title>
        {picture ? (
          <BarChart
            h={220}
            type="stacked"
            data={picture.hours.map((hour) => ({ ...hour, label: formatTime(hour.hour, language) }))}
            dataKey="label"
            series={ADMIN_LIVE_KINDS.map((kind) => ({
              name: kind,
              label: t(`kinds.${kind}`),
              color: KIND_COLORS[kind],
            }))}
            withLegend
            withTooltip
            tickLine="none"
            gridAxis="y"
          />
        ) : (
          <Skeleton height={220} />
        )}
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder padding="lg" component="section" aria-label={t('online.title')}>
          <Title order={2} size="h5" mb="sm">
            {t('online.title')}
          </Title>
          {picture && picture.online.length === 0 && <Text c="dimmed">{t('online.empty')}</Text>}
          {picture && picture.online.length > 0 && (
            <Table aria-label={t('online.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('online.company')}</Table.Th>
                  <Table.Th>{t('online.users')}</Table.Th>
                  <Table.Th>{t('online.who')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {picture.online.map((entry) => (
                  <Table.Tr key={entry.company._id}>
                    <Table.Td>{entry.company.name}</Table.Td>
                    <Table.Td>{entry.users.length}</Table.Td>
                    <Table.Td>{entry.users.map((user) => user.name).join(', ')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {!picture && <Skeleton height={80} />}
        </Card>

        <Card withBorder padding="lg" component="section" aria-label={t('feed.title')}>
          <Title order={2} size="h5" mb="sm">
            {t('feed.title')}
          </Title>
          {feed.length === 0 && <Text c="dimmed">{t('feed.empty')}</Text>}
          <Stack
            gap={6}
            component="ul"
            aria-live="polite"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {feed.map(({ seq, event }) => (
              <Text component="li" size="sm" key={seq}>
                <Text span c="dimmed">
                  {formatTime(event.at, language)}
                </Text>{' '}
                <Text span fw={600}>
                  {event.company.name}
                </Text>
                {' · '}
                {t(`feed.${event.kind}`, { user: event.user?.name ?? '', number: event.number ?? '' })}
              </Text>
            ))}
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton height={28} width={40} my={4} />
      ) : (
        <Text fz={24} fw={700} data-testid="figure-value">
          {value}
        </Text>
      )}
    </Card>
  );
}
