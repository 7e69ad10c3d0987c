// The appointments feature's public face: what other features may use of it.
export { APPOINTMENT_RELATION } from './appointment-invitations.ts';
export { appointmentIdsOfContract } from './appointments.repo.ts';
