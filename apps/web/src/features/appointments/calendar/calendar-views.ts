/** The calendar's views (FullCalendar's names), kept apart from the calendar so the route stays small. */
export const CALENDAR_VIEWS = ['dayGridMonth', 'timeGridWeek', 'timeGridDay'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** What the calendar's address keeps: its view and the day it shows, so a reload stays there. */
export interface CalendarSearch {
  view?: CalendarView;
  /** 'YYYY-MM-DD' in the company's zone. */
  date?: string;
}

export function parseCalendarSearch(search: Record<string, unknown>): CalendarSearch {
  const result: CalendarSearch = {};
  const view = CALENDAR_VIEWS.find((value) => value === search.view);
  if (view) result.view = view;
  if (typeof search.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.date)) result.date = search.date;
  return result;
}
