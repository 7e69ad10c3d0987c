// The appointments feature's public face: what other features may use of it (ADR 031).

export { appointmentPeople, appointmentsBetween } from './appointments.repo.ts';
export { type AppointmentsDeps, assignAppointmentPeople } from './appointments.service.ts';
