import { appointmentInputSchema, appointmentListQuerySchema, appointmentSchema } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { crudRoutes } from '../../platform/crud-routes.ts';
import { requestLanguage } from '../../platform/language.ts';
import type { Authenticate } from '../../platform/types.ts';
import { scheduleAppointmentReminders } from './appointment-reminders.ts';
import {
  type AppointmentsDeps,
  changeAppointment,
  createAppointment,
  getAppointment,
  listCompanyAppointments,
  removeAppointment,
} from './appointments.service.ts';

/** Appointments (issue 17): the office's viewings, moves, cleanings and handovers. */
export function appointmentsRoutes(
  deps: AppointmentsDeps & { authenticate: Authenticate },
): FastifyPluginAsyncZod {
  return async (app) => {
    scheduleAppointmentReminders(app.jobs, deps);
    app.addHook('onRequest', deps.authenticate);

    crudRoutes(app, {
      path: '/api/appointments',
      tags: ['appointments'],
      item: appointmentSchema,
      list: {
        operationId: 'listAppointments',
        summary:
          'Appointments of the company: those overlapping a time range, of a person, a customer or a job',
        query: appointmentListQuerySchema,
        errors: [400],
        run: (ctx, query) => listCompanyAppointments(deps, ctx, query),
      },
      create: {
        operationId: 'createAppointment',
        summary:
          'Make an appointment (more than an hour ahead); with sendByEmail, invite by e-mail with an .ics',
        body: appointmentInputSchema,
        errors: [400],
        run: (ctx, values, request) => createAppointment(deps, ctx, values, requestLanguage(request)),
      },
      get: {
        operationId: 'getAppointment',
        errors: [404],
        run: (ctx, id) => getAppointment(deps, ctx, id),
      },
      update: {
        operationId: 'updateAppointment',
        summary: 'Change an appointment; a sent one is sent again with a raised SEQUENCE',
        body: appointmentInputSchema,
        errors: [400, 404],
        run: (ctx, id, values, request) => changeAppointment(deps, ctx, id, values, requestLanguage(request)),
      },
      delete: {
        operationId: 'deleteAppointment',
        summary: 'Delete an appointment; a sent one is cancelled in the invitees’ calendars',
        errors: [404],
        run: (ctx, id, request) => removeAppointment(deps, ctx, id, requestLanguage(request)),
      },
    });
  };
}
