// The appointments feature's public face: what other features may use of it (ADR 031).
export { RecordAppointments } from './components/record-appointments.tsx';
