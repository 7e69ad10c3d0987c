// The appointments feature's public face: what other features may use of it (ADR 031).
export { APPOINTMENT_RELATION } from './appointment-invitations.ts';
export {
  appointmentIdsOfContract,
  appointmentPeople,
  boardAppointments,
  findAppointment,
} from './appointments.repo.ts';
export { type AppointmentsDeps, assignAppointmentPeople } from './appointments.service.ts';
export { appointmentsBetween } from './calendar-feed.repo.ts';
