import { Button, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { APPOINTMENT_KINDS, appointmentInputSchema, PLATFORM_TIME_ZONE } from '@maxer/domain';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useAppointmentRangeQuery, useCalendarJobsQuery, useMoveAppointmentMutation } from '../api.ts';
import { appointmentFormValues, appointmentInput, newAppointmentValues } from '../appointment-form-values.ts';
import classes from '../calendar/appointments-calendar.module.css';
import { AppointmentsCalendar } from '../calendar/appointments-calendar.tsx';
import { calendarEventOf, JOB_COLORS, jobEventOf, KIND_COLORS } from '../calendar/calendar-time.ts';
import { AppointmentModal } from '../components/appointment-modal.tsx';

const route = getRouteApi('/_company/appointments/calendar');

/** The company's appointments in a month, week or day: open, create, drag to move or resize. */
export function AppointmentsCalendarPage() {
  const { t } = useTranslation('calendar');
  const { t: tAppointments } = useTranslation('appointments');
  usePageTitle(t('title'));
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const timeZone = useSession((state) => state.currentCompany?.timeZone) ?? PLATFORM_TIME_ZONE;
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [creating, setCreating] = useState<string | null>(null);
  const appointments = useAppointmentRangeQuery(range);
  const move = useMoveAppointmentMutation();
  const jobs = useCalendarJobsQuery(range);

  const events = useMemo(
    () => [
      ...(appointments.data ?? []).map((appointment) =>
        calendarEventOf(
          appointment,
          timeZone,
          [tAppointments(`kinds.${appointment.kind}`), appointment.customer?.name ?? appointment.location]
            .filter(Boolean)
            .join(' · '),
        ),
      ),
      ...(jobs.data ?? []).map((job) =>
        jobEventOf(
          job,
          timeZone,
          [
            t(job.kind === 'move' ? 'relocation' : 'cleaningJob', { number: job.contractNumber }),
            job.customerName,
            job.place,
            job.customStatus?.name,
          ]
            .filter(Boolean)
            .join(' · '),
        ),
      ),
    ],
    [appointments.data, jobs.data, timeZone, t, tAppointments],
  );
  // The custom statuses of the jobs in sight, each once, for the legend.
  const statuses = useMemo(() => {
    const byName = new Map<string, string>();
    for (const job of jobs.data ?? [])
      if (job.customStatus) byName.set(job.customStatus.name, job.customStatus.color);
    return [...byName].sort(([a], [b]) => a.localeCompare(b));
  }, [jobs.data]);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('title')}
        description={t('intro')}
        actions={
          <>
            <Button variant="default" renderRoot={(props) => <Link to="/appointments" {...props} />}>
              {t('list')}
            </Button>
            <Button onClick={() => setCreating(newAppointmentValues(timeZone, new Date()).startsAt)}>
              {tAppointments('new')}
            </Button>
          </>
        }
      />
      <Group gap="md" aria-label={t('legend')} role="list">
        {APPOINTMENT_KINDS.map((kind) => (
          <Group key={kind} gap={6} role="listitem">
            <ColorSwatch color={`var(--mantine-color-${KIND_COLORS[kind]}-6)`} size={14} />
            <Text size="sm">{tAppointments(`kinds.${kind}`)}</Text>
          </Group>
        ))}
        {(['move', 'cleaning'] as const).map((kind) => (
          <Group key={`job-${kind}`} gap={6} role="listitem">
            <ColorSwatch
              color="var(--mantine-color-body)"
              size={14}
              className={classes.jobSwatch}
              style={{ borderColor: `var(--mantine-color-${JOB_COLORS[kind]}-6)` }}
            />
            <Text size="sm">{t(kind === 'move' ? 'relocations' : 'cleanings')}</Text>
          </Group>
        ))}
        {statuses.map(([name, color]) => (
          <Group key={`status-${name}`} gap={6} role="listitem">
            <ColorSwatch color={color} size={14} />
            <Text size="sm">{name}</Text>
          </Group>
        ))}
      </Group>
      <AppointmentsCalendar
        events={events}
        timeZone={timeZone}
        view={search.view ?? 'timeGridWeek'}
        date={search.date}
        onViewChange={(view, date) =>
          void navigate({ search: (previous) => ({ ...previous, view, date }), replace: true })
        }
        onRangeChange={setRange}
        onOpen={(appointment) => void navigate({ to: '/appointments/$id', params: { id: appointment._id } })}
        onOpenContract={(id) => void navigate({ to: '/contracts/$id', params: { id } })}
        onCreate={setCreating}
        onMove={(appointment, startsAt, durationMinutes) => {
          const values = { ...appointmentFormValues(appointment, timeZone), startsAt, durationMinutes };
          const body = appointmentInputSchema.parse(appointmentInput(values, timeZone));
          return move.mutateAsync({ id: appointment._id, body }).then(() => toast('success', t('moved')));
        }}
      />
      {creating !== null && (
        <AppointmentModal
          appointmentId={null}
          initialValues={{ ...newAppointmentValues(timeZone, new Date()), startsAt: creating }}
          timeZone={timeZone}
          fromJob={false}
          onClose={() => setCreating(null)}
        />
      )}
    </Stack>
  );
}
