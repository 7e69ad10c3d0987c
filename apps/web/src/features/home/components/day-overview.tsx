import { Alert, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type DashboardAppointment, type DashboardDay, formatMoney } from '@maxer/domain';
import { IconBrush, IconCalendarEvent, IconTruck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/router-links.tsx';
import { formatDate, formatDateTime, formatTime } from '../../../lib/format.ts';
import { formatDay } from '../../../lib/format-day.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useDashboardDayQuery } from '../api.ts';

/**
 * What the office starts the day with (issue 15): today's and the rest of this week's moves,
 * cleanings and appointments (issue 17), offers waiting for an answer (soonest expiry first), overdue invoices with what they owe,
 * the latest activity. All in the company's time zone, from one request.
 */
export function DayOverview() {
  const { t } = useTranslation('home');
  const day = useDashboardDayQuery();
  if (day.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {t('day.failed')}
      </Alert>
    );
  const data = day.data;
  const today = data?.appointments.filter((a) => a.startAt <= data.dayEnd) ?? [];
  const later = data?.appointments.filter((a) => a.startAt > data.dayEnd) ?? [];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy={!data}>
      <Section title={t('day.today')} loading={!data}>
        <Appointments items={today} empty={t('day.todayEmpty')} withDay={false} />
      </Section>
      <Section title={t('day.week')} loading={!data}>
        <Appointments items={later} empty={t('day.weekEmpty')} withDay />
      </Section>
      <Section title={t('day.overdue')} loading={!data}>
        {data && <Overdue data={data} />}
      </Section>
      <Section title={t('day.offers')} loading={!data}>
        {data && <Offers data={data} />}
      </Section>
      <Section title={t('day.activity')} loading={!data}>
        {data && <Activity data={data} />}
      </Section>
    </SimpleGrid>
  );
}

function Section({ title, loading, children }: { title: string; loading: boolean; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {loading ? (
        <Stack gap="xs">
          <Skeleton height={16} />
          <Skeleton height={16} width="70%" />
        </Stack>
      ) : (
        children
      )}
    </Card>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

function Appointments({
  items,
  empty,
  withDay,
}: {
  items: DashboardAppointment[];
  empty: string;
  withDay: boolean;
}) {
  const { t } = useTranslation('home');
  const language = currentLanguage();
  const timeZone = useSession((state) => state.currentCompany?.timeZone);
  if (items.length === 0) return <Empty>{empty}</Empty>;
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => (
        <Group
          key={item.appointmentId ?? `${item.kind}-${item.contractId}`}
          component="li"
          gap="sm"
          wrap="nowrap"
          align="flex-start"
        >
          <KindIcon item={item} />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {withDay
                ? formatDateTime(item.startAt, language, timeZone)
                : formatTime(item.startAt, language, timeZone)}{' '}
              · <What item={item} />
              {item.contractId && item.contractNumber != null && (
                <>
                  {' · '}
                  <AnchorLink to="/contracts/$id" params={{ id: item.contractId }} size="sm">
                    {t('day.job', { number: item.contractNumber })}
                  </AnchorLink>
                </>
              )}
            </Text>
            <Text size="sm" c="dimmed" truncate="end">
              {[item.customerName, item.place].filter(Boolean).join(' · ')}
            </Text>
          </div>
        </Group>
      ))}
    </Stack>
  );
}

function KindIcon({ item }: { item: DashboardAppointment }) {
  if (item.kind === 'move') return <IconTruck size={18} stroke={1.6} aria-hidden />;
  if (item.kind === 'cleaning') return <IconBrush size={18} stroke={1.6} aria-hidden />;
  return <IconCalendarEvent size={18} stroke={1.6} aria-hidden />;
}

/** A job's move or cleaning by name; an appointment by its kind, linked to its page. */
function What({ item }: { item: DashboardAppointment }) {
  const { t } = useTranslation('home');
  if (!item.appointmentId) return <>{t(`day.${item.kind}`)}</>;
  return (
    <AnchorLink to="/appointments/$id" params={{ id: item.appointmentId }} size="sm">
      {t(`day.appointmentKinds.${item.appointmentKind ?? 'other'}`)}
    </AnchorLink>
  );
}

function Overdue({ data }: { data: DashboardDay }) {
  const { t } = useTranslation('home');
  const language = currentLanguage();
  if (data.overdue.length === 0) return <Empty>{t('day.overdueEmpty')}</Empty>;
  return (
    <Stack gap="xs">
      {data.overdueSums.map((sum) => (
        <Text key={sum.currency} fw={700} fz="lg" c="red.8" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {t('day.overdueSum', { amount: formatMoney(sum.unpaid, language, sum.currency as 'CHF') })}
        </Text>
      ))}
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {data.overdue.map((invoice) => (
          <Group key={invoice._id} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <AnchorLink to="/invoices/$id" params={{ id: invoice._id }} size="sm">
                {t('day.invoice', { number: invoice.number })}
              </AnchorLink>
              <Text size="xs" c="dimmed" truncate="end">
                {invoice.customerName} · {t('day.due', { date: formatDay(invoice.dueDate, language) })}
              </Text>
            </div>
            <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {formatMoney(invoice.unpaid, language, invoice.currency as 'CHF')}
            </Text>
          </Group>
        ))}
      </Stack>
      <AnchorLink to="/invoices" search={{ state: 'overdue' }} size="sm">
        {t('day.overdueMore', { count: data.overdueTotal })}
      </AnchorLink>
    </Stack>
  );
}

function Offers({ data }: { data: DashboardDay }) {
  const { t } = useTranslation('home');
  const language = currentLanguage();
  const timeZone = useSession((state) => state.currentCompany?.timeZone);
  if (data.offers.length === 0) return <Empty>{t('day.offersEmpty')}</Empty>;
  return (
    <Stack gap="xs">
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {data.offers.map((offer) => (
          <Group key={offer._id} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <AnchorLink to="/offers/$id" params={{ id: offer._id }} size="sm">
                {t('day.job', { number: offer.contractNumber })} · {offer.customerName}
              </AnchorLink>
              <Text size="xs" c="dimmed">
                {t('day.expires', { date: formatDate(offer.expiresAt, language, timeZone) })}
              </Text>
            </div>
            {offer.expiresSoon && (
              <Badge color="orange" variant="light">
                {t('day.expiresSoon')}
              </Badge>
            )}
          </Group>
        ))}
      </Stack>
      <AnchorLink to="/offers" search={{ state: 'open' }} size="sm">
        {t('day.offersMore', { count: data.offersTotal })}
      </AnchorLink>
    </Stack>
  );
}

function Activity({ data }: { data: DashboardDay }) {
  const { t } = useTranslation('home');
  const language = currentLanguage();
  const timeZone = useSession((state) => state.currentCompany?.timeZone);
  if (data.activity.length === 0) return <Empty>{t('day.activityEmpty')}</Empty>;
  return (
    <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {data.activity.map((entry) => (
        <Text key={entry._id} component="li" size="sm">
          <Text span c="dimmed" size="xs" mr={6}>
            {formatDateTime(entry.createdAt, language, timeZone)}
          </Text>
          {entry.actorName}: {t(`day.entities.${entry.entityType}`, { defaultValue: entry.entityType })}{' '}
          {t(`day.actions.${entry.action}`, { defaultValue: entry.action })}
        </Text>
      ))}
    </Stack>
  );
}
