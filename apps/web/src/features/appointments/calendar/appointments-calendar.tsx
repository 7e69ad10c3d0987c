import type {
  DatesSetArg,
  DayCellContentArg,
  DayHeaderContentArg,
  EventChangeArg,
  EventClickArg,
} from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import enGbLocale from '@fullcalendar/core/locales/en-gb';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Button, Group, SegmentedControl, Title } from '@mantine/core';
import { type Appointment, wallClockIn } from '@maxer/domain';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './appointments-calendar.module.css';
import {
  CALENDAR_ZONE,
  type CalendarEventInput,
  instantOfCalendarDate,
  wallClockOfCalendarDate,
} from './calendar-time.ts';
import { CALENDAR_VIEWS, type CalendarView } from './calendar-views.ts';

/** Where a day without a time (a month's day, a day's heading) starts a new appointment. */
const DEFAULT_START_TIME = '08:00';

interface AppointmentsCalendarProps {
  events: CalendarEventInput[];
  timeZone: string;
  view: CalendarView;
  /** The day ('YYYY-MM-DD') the calendar opens on; today when absent. */
  date?: string;
  onViewChange: (view: CalendarView, date: string) => void;
  /** The real instants [from, to) of the visible range. */
  onRangeChange: (range: { from: string; to: string }) => void;
  onOpen: (appointment: Appointment) => void;
  onOpenContract: (contractId: string) => void;
  /** A new appointment at this wall clock ('YYYY-MM-DDTHH:mm'). */
  onCreate: (startsAt: string) => void;
  /** A dragged or resized appointment: resolves when saved, rejects (the event goes back) when refused. */
  onMove: (appointment: Appointment, startsAt: string, durationMinutes: number) => Promise<unknown>;
}

/** The company's appointments by month, week or day, in the company's zone, Monday first. */
export function AppointmentsCalendar({
  events,
  timeZone,
  view,
  date,
  onViewChange,
  onRangeChange,
  onOpen,
  onOpenContract,
  onCreate,
  onMove,
}: AppointmentsCalendarProps) {
  const { t, i18n } = useTranslation('calendar');
  const calendar = useRef<FullCalendar>(null);
  const [title, setTitle] = useState('');
  const api = () => calendar.current?.getApi();

  const datesSet = (arg: DatesSetArg) => {
    setTitle(arg.view.title);
    onRangeChange({
      from: instantOfCalendarDate(arg.start, timeZone).toISOString(),
      to: instantOfCalendarDate(arg.end, timeZone).toISOString(),
    });
    const shown = wallClockOfCalendarDate(arg.view.currentStart).slice(0, 10);
    if (arg.view.type !== view || shown !== date) onViewChange(arg.view.type as CalendarView, shown);
  };

  const change = (arg: EventChangeArg) => {
    const appointment = arg.event.extendedProps.appointment as Appointment;
    const { start, end } = arg.event;
    if (!start) return arg.revert();
    const durationMinutes = end
      ? Math.round(
          (instantOfCalendarDate(end, timeZone).getTime() -
            instantOfCalendarDate(start, timeZone).getTime()) /
            60_000,
        )
      : appointment.durationMinutes;
    onMove(appointment, wallClockOfCalendarDate(start), durationMinutes).catch(() => arg.revert());
  };

  const dayLabel = (day: Date) =>
    day.toLocaleDateString(i18n.language === 'en' ? 'en-GB' : 'de-CH', {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    });

  const newOn = (day: Date, text: string) => (
    <button
      type="button"
      className={classes.dayButton}
      aria-label={t('newOn', { day: dayLabel(day) })}
      onClick={(event) => {
        // The cell's own click would open a second dialog.
        event.stopPropagation();
        onCreate(`${wallClockOfCalendarDate(day).slice(0, 10)}T${DEFAULT_START_TIME}`);
      }}
    >
      {text}
    </button>
  );
  return (
    <>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Group gap="xs">
          <Button variant="default" onClick={() => api()?.prev()} aria-label={t('previous')}>
            <IconChevronLeft size={18} />
          </Button>
          <Button variant="default" onClick={() => api()?.today()}>
            {t('today')}
          </Button>
          <Button variant="default" onClick={() => api()?.next()} aria-label={t('next')}>
            <IconChevronRight size={18} />
          </Button>
          <Title order={2} size="h3" ml="sm" aria-live="polite">
            {title}
          </Title>
        </Group>
        <SegmentedControl
          aria-label={t('view')}
          value={view}
          onChange={(value) => api()?.changeView(value)}
          data={CALENDAR_VIEWS.map((value) => ({ value, label: t(`views.${value}`) }))}
        />
      </Group>
      <div className={classes.calendar}>
        <FullCalendar
          ref={calendar}
          plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
          initialView={view}
          initialDate={date}
          headerToolbar={false}
          locale={i18n.language === 'en' ? enGbLocale : deLocale}
          firstDay={1}
          timeZone={CALENDAR_ZONE}
          now={() => wallClockIn(new Date(), timeZone)}
          nowIndicator
          // The working day in sight; the night scrolls. A month grows to its own height.
          contentHeight={view === 'dayGridMonth' ? 'auto' : 640}
          scrollTime="07:00:00"
          slotDuration="00:30:00"
          slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          allDaySlot={false}
          editable
          eventDurationEditable
          eventInteractive
          snapDuration="00:15:00"
          events={events}
          datesSet={datesSet}
          eventClick={(arg: EventClickArg) => {
            arg.jsEvent.preventDefault();
            const { appointment, contractId } = arg.event.extendedProps;
            if (appointment) onOpen(appointment as Appointment);
            else onOpenContract(contractId as string);
          }}
          dateClick={(arg: DateClickArg) =>
            onCreate(
              arg.allDay
                ? `${wallClockOfCalendarDate(arg.date).slice(0, 10)}T${DEFAULT_START_TIME}`
                : wallClockOfCalendarDate(arg.date),
            )
          }
          eventChange={change}
          dayCellContent={(arg: DayCellContentArg) =>
            arg.view.type === 'dayGridMonth' ? newOn(arg.date, arg.dayNumberText) : undefined
          }
          dayHeaderContent={(arg: DayHeaderContentArg) =>
            arg.view.type === 'dayGridMonth' ? arg.text : newOn(arg.date, arg.text)
          }
        />
      </div>
    </>
  );
}
