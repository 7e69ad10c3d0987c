// The appointments feature's public face: what other features may use of it (ADR 031).
export { APPOINTMENT_RELATION } from './appointment-invitations.ts';
export { appointmentIdsOfContract, findAppointment } from './appointments.repo.ts';
export { appointmentsBetween } from './calendar-feed.repo.ts';
