// The Google Calendar connection's public face (ADR 044).
export { hasWorkingConnection } from './google-calendar.repo.ts';
export { googleCalendarRoutes } from './google-calendar.routes.ts';
