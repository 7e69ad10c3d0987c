// The appointment list's query, apart from the schemas (the web app's router reads it on every page).
import { z } from 'zod';
import { listQuerySchema } from '../lists/list-query.ts';

const invalid = { error: 'error_field_invalid' } as const;

export const APPOINTMENT_SORTS = ['startsAt', 'createdAt'] as const;
export const appointmentListQuerySchema = listQuerySchema(APPOINTMENT_SORTS, 'startsAt').extend({
  /** Appointments that overlap this range (instants, ISO 8601 with offset); either end may be open. */
  from: z.iso.datetime({ offset: true, ...invalid }).optional(),
  to: z.iso.datetime({ offset: true, ...invalid }).optional(),
  employeeId: z.uuid(invalid).optional(),
  customerId: z.uuid(invalid).optional(),
  contractId: z.uuid(invalid).optional(),
});
export type AppointmentListQuery = z.output<typeof appointmentListQuerySchema>;
