import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  Alert,
  Button,
  Card,
  Grid,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  calendarDayIn,
  calendarDayPlus,
  type DispatchItem,
  dispatchRange,
  PLATFORM_TIME_ZONE,
} from '@maxer/domain';
import { IconAlertTriangle, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { formatDate } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useAssignMutation, useDispatchBoardQuery } from '../api.ts';
import { DispatchItemCard } from '../components/dispatch-item-card.tsx';
import { ResourceChip } from '../components/resource-chip.tsx';
import { itemLabel } from '../item-label.ts';

const route = getRouteApi('/_company/dispatch');

/** The dispatch board: a day's or a week's jobs and appointments, their crews, vehicles and warnings. */
export function DispatchPage() {
  const { t } = useTranslation('dispatch');
  usePageTitle(t('title'));
  const language = currentLanguage();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const timeZone = useSession((state) => state.currentCompany?.timeZone) ?? PLATFORM_TIME_ZONE;
  const view = search.view ?? 'day';
  const today = calendarDayIn(new Date(), timeZone);
  const day = search.day ?? today;
  const range = useMemo(() => dispatchRange(view, day, timeZone), [view, day, timeZone]);
  const query = useMemo(() => ({ from: range.from.toISOString(), to: range.to.toISOString() }), [range]);
  const board = useDispatchBoardQuery(query);
  const assign = useAssignMutation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );

  const data = board.data;
  const names = useMemo(
    () =>
      new Map([
        ...(data?.people ?? []).map((person) => [person._id, person.name] as const),
        ...(data?.vehicles ?? []).map((vehicle) => [vehicle._id, vehicle.name] as const),
        ...(data?.items ?? []).flatMap((item) =>
          [...item.people, ...item.vehicles].map((named) => [named._id, named.name] as const),
        ),
      ]),
    [data],
  );
  const byKey = useMemo(() => new Map((data?.items ?? []).map((item) => [item.key, item] as const)), [data]);

  const go = (next: { view?: 'day' | 'week'; day?: string }) =>
    void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true });
  const step = view === 'week' ? 7 : 1;

  const save = (item: DispatchItem, userIds: string[], vehicleIds: string[], message = t('saved')) =>
    assign.mutate(
      { kind: item.kind, id: item.id, body: { userIds, vehicleIds } },
      { onSuccess: () => toast('success', message), onError: toastApiError },
    );

  const onDragEnd = (event: DragEndEvent) => {
    const item = event.over ? byKey.get(String(event.over.id)) : undefined;
    const resource = event.active.data.current as
      | { kind: 'person' | 'vehicle'; id: string; name: string }
      | undefined;
    if (!item || !resource || !data) return;
    const people = item.people.map((person) => person._id);
    const vehicles = item.vehicles.map((vehicle) => vehicle._id);
    const list = resource.kind === 'person' ? people : vehicles;
    if (list.includes(resource.id)) {
      toast('info', t('alreadyThere', { name: resource.name }));
      return;
    }
    const message = t('dropped', { name: resource.name, item: itemLabel(item, t, language, timeZone) });
    if (resource.kind === 'person') save(item, [...people, resource.id], vehicles, message);
    else save(item, people, [...vehicles, resource.id], message);
  };

  const itemsByDay = range.days.map((calendarDay) => ({
    day: calendarDay,
    items: (data?.items ?? []).filter(
      (item) =>
        // An item running over midnight is shown on the day it starts; one started before the range on its first day.
        calendarDayIn(new Date(item.startsAt), timeZone) === calendarDay ||
        (calendarDay === range.days[0] && new Date(item.startsAt) < range.from),
    ),
  }));

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('intro')} />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs">
          <Button
            variant="default"
            aria-label={t('previous')}
            onClick={() => go({ day: calendarDayPlus(day, -step) })}
          >
            <IconChevronLeft size={18} />
          </Button>
          <Button variant="default" onClick={() => go({ day: today })}>
            {t('today')}
          </Button>
          <Button
            variant="default"
            aria-label={t('next')}
            onClick={() => go({ day: calendarDayPlus(day, step) })}
          >
            <IconChevronRight size={18} />
          </Button>
          <Title order={2} size="h4" ml="sm">
            {view === 'week'
              ? `${formatDate(`${range.days[0]}T12:00:00Z`, language, 'UTC')} – ${formatDate(`${range.days.at(-1)}T12:00:00Z`, language, 'UTC')}`
              : formatDate(`${day}T12:00:00Z`, language, 'UTC')}
          </Title>
        </Group>
        <SegmentedControl
          aria-label={t('view')}
          value={view}
          onChange={(value) => go({ view: value as 'day' | 'week' })}
          data={[
            { value: 'day', label: t('views.day') },
            { value: 'week', label: t('views.week') },
          ]}
        />
      </Group>

      {board.isPending ? (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t('loading')}</Text>
        </Group>
      ) : board.isError || !data ? (
        <Alert color="red">{t('loadFailed', { ns: 'common' })}</Alert>
      ) : (
        <DndContext sensors={sensors} onDragEnd={onDragEnd}>
          <Summary summary={data.summary} />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
              {data.items.length === 0 ? (
                <Text c="dimmed">{t('empty')}</Text>
              ) : (
                <Stack gap="lg">
                  {itemsByDay
                    .filter((group) => view === 'day' || group.items.length > 0)
                    .map((group) => (
                      <Stack
                        key={group.day}
                        gap="sm"
                        component="section"
                        aria-label={formatDate(`${group.day}T12:00:00Z`, language, 'UTC')}
                      >
                        {view === 'week' && (
                          <Title order={3} size="h5">
                            {new Intl.DateTimeFormat(language === 'de' ? 'de-CH' : 'en-GB', {
                              weekday: 'long',
                              timeZone: 'UTC',
                            }).format(new Date(`${group.day}T12:00:00Z`))}{' '}
                            {formatDate(`${group.day}T12:00:00Z`, language, 'UTC')}
                          </Title>
                        )}
                        {group.items.map((item) => (
                          <DispatchItemCard
                            key={item.key}
                            item={item}
                            board={data}
                            names={names}
                            others={byKey}
                            language={language}
                            onAssign={(changed, userIds, vehicleIds) => save(changed, userIds, vehicleIds)}
                          />
                        ))}
                      </Stack>
                    ))}
                </Stack>
              )}
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
              <Card withBorder padding="md" radius="md" style={{ position: 'sticky', top: 80 }}>
                <Stack gap="sm">
                  <Title order={2} size="h5">
                    {t('resources')}
                  </Title>
                  <Text size="xs" c="dimmed">
                    {t('resourcesHint')}
                  </Text>
                  <Text size="sm" fw={600}>
                    {t('people')}
                  </Text>
                  <Group gap={6}>
                    {data.people.map((person) => (
                      <ResourceChip key={person._id} kind="person" id={person._id} name={person.name} />
                    ))}
                  </Group>
                  <Text size="sm" fw={600}>
                    {t('vehicles')}
                  </Text>
                  {data.vehicles.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('noVehicles')}
                    </Text>
                  ) : (
                    <Group gap={6}>
                      {data.vehicles.map((vehicle) => (
                        <ResourceChip
                          key={vehicle._id}
                          kind="vehicle"
                          id={vehicle._id}
                          name={vehicle.name}
                          note={vehicle.borrowable ? t('lendable') : undefined}
                        />
                      ))}
                    </Group>
                  )}
                </Stack>
              </Card>
            </Grid.Col>
          </Grid>
        </DndContext>
      )}
    </Stack>
  );
}

function Summary({
  summary,
}: {
  summary: { items: number; withWarnings: number; doubleBookings: number; understaffed: number };
}) {
  const { t } = useTranslation('dispatch');
  const parts = [
    summary.doubleBookings > 0 ? t('summary.doubleBookings', { count: summary.doubleBookings }) : null,
    summary.understaffed > 0 ? t('summary.understaffed', { count: summary.understaffed }) : null,
  ].filter(Boolean);
  return (
    <Alert
      data-testid="dispatch-summary"
      color={parts.length > 0 ? 'orange' : 'gray'}
      variant="light"
      icon={parts.length > 0 ? <IconAlertTriangle size={18} /> : undefined}
      mb="md"
    >
      {t('summary.items', { count: summary.items })}
      {': '}
      {parts.length > 0 ? parts.join(', ') : t('summary.allGood')}
    </Alert>
  );
}
