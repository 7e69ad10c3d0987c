import { CompanyCalendarPage } from '../features/appointments/pages/company-calendar-page.tsx';
import { GoogleCalendarSection } from '../features/google-calendar/index.ts';

/**
 * /my-company/calendar with the Google Calendar section. Put together here, where features meet: the
 * Google connection syncs appointments, so appointments cannot depend on it (ADR 031).
 */
export function CompanyCalendarRoutePage() {
  return <CompanyCalendarPage google={<GoogleCalendarSection />} />;
}
