// The Google Calendar feature's public face: what other features (routes) may use of it (ADR 031).
export { GoogleCalendarSection } from './components/google-calendar-section.tsx';
