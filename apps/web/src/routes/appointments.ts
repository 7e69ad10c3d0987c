import { APPOINTMENT_SORTS, appointmentListQuerySchema, invoiceListQuerySchema } from '@maxer/domain';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { AppointmentsSearch } from '../features/appointments/api.ts';
import {
  type CalendarSearch,
  parseCalendarSearch,
} from '../features/appointments/calendar/calendar-views.ts';
import { parseListSearch, parseSearchValue } from '../lib/list-search.ts';
import { companyRoute } from './company.ts';
import { assertRecordId } from './record-id.ts';

/**
 * The list's filters, checked with the fields of the API's list query schema; its days are calendar
 * days (the invoice list's day schema), which the page turns into the instants the API takes.
 */
export function parseAppointmentsSearch(search: Record<string, unknown>): AppointmentsSearch {
  const query = appointmentListQuerySchema.shape;
  const result: AppointmentsSearch = {
    ...parseListSearch(search, appointmentListQuerySchema, APPOINTMENT_SORTS),
  };
  const from = parseSearchValue(search.from, invoiceListQuerySchema.shape.from);
  if (from) result.from = from;
  const to = parseSearchValue(search.to, invoiceListQuerySchema.shape.to);
  if (to) result.to = to;
  for (const key of ['employeeId', 'customerId', 'contractId'] as const) {
    const value = parseSearchValue(search[key], query[key]);
    if (value) result[key] = value;
  }
  return result;
}

export const appointmentsRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'appointments',
  validateSearch: parseAppointmentsSearch,
  component: lazyRouteComponent(
    () => import('../features/appointments/pages/appointments-page.tsx'),
    'AppointmentsPage',
  ),
});

export const appointmentDetailRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'appointments/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(
    () => import('../features/appointments/pages/appointment-detail-page.tsx'),
    'AppointmentDetailPage',
  ),
});

export const appointmentsCalendarRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'appointments/calendar',
  validateSearch: (search: Record<string, unknown>): CalendarSearch => parseCalendarSearch(search),
  component: lazyRouteComponent(
    () => import('../features/appointments/pages/appointments-calendar-page.tsx'),
    'AppointmentsCalendarPage',
  ),
});
