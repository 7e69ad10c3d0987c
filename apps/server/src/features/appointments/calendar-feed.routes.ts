import {
  appointmentSettingsSchema,
  calendarFeedSchema,
  calendarJobsQuerySchema,
  calendarJobsSchema,
} from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import {
  type CalendarFeedDeps,
  calendarFeedText,
  getCalendarFeed,
  makeCalendarFeed,
  removeCalendarFeed,
} from './calendar-feed.service.ts';
import { calendarJobs } from './calendar-jobs.service.ts';
import { changeAppointmentSettings, getAppointmentSettings } from './calendar-settings.service.ts';

const tags = ['calendar'];

/** The company's secret calendar feed: see whether there is one, make a new one, switch it off. */
export function calendarFeedRoutes(
  deps: CalendarFeedDeps & { authenticate: Authenticate },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);
    app.get(
      '/api/calendar-feed',
      {
        schema: {
          operationId: 'getCalendarFeed',
          tags,
          summary: 'Whether the company has a calendar feed (its address is shown only when made)',
          response: { 200: calendarFeedSchema, 403: apiErrorSchema },
        },
      },
      (request) => getCalendarFeed(deps, request.ctx),
    );
    app.post(
      '/api/calendar-feed',
      {
        schema: {
          operationId: 'makeCalendarFeed',
          tags,
          summary: 'A new secret feed address (shown in this answer only); the one before stops at once',
          response: { 201: calendarFeedSchema, 403: apiErrorSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await makeCalendarFeed(deps, request.ctx)),
    );
    app.get(
      '/api/calendar-jobs',
      {
        schema: {
          operationId: 'listCalendarJobs',
          tags,
          summary:
            'The moves and cleanings overlapping a time range (at most 62 days), each with its time and status colour',
          querystring: calendarJobsQuerySchema,
          response: { 200: calendarJobsSchema, 400: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      (request) => calendarJobs(deps.db, request.ctx, request.query),
    );
    app.get(
      '/api/appointment-settings',
      {
        schema: {
          operationId: 'getAppointmentSettings',
          tags,
          summary: 'The company’s appointment settings: the customer’s reminder the day before',
          response: { 200: appointmentSettingsSchema, 403: apiErrorSchema },
        },
      },
      (request) => getAppointmentSettings(deps.db, request.ctx),
    );
    app.put(
      '/api/appointment-settings',
      {
        schema: {
          operationId: 'updateAppointmentSettings',
          tags,
          summary: 'Switch the customer’s reminder the day before on or off',
          body: appointmentSettingsSchema,
          response: { 200: appointmentSettingsSchema, 400: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      (request) => changeAppointmentSettings(deps.db, request.ctx, request.body),
    );
    app.delete(
      '/api/calendar-feed',
      {
        schema: {
          operationId: 'deleteCalendarFeed',
          tags,
          summary: 'Switch the calendar feed off: its address stops at once',
          response: { 204: z.null(), 403: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await removeCalendarFeed(deps, request.ctx);
        return reply.status(204).send(null);
      },
    );
  };
}

/** The feed calendar apps fetch: no session, the address's token is the credential. */
export function publicCalendarFeedRoutes(deps: CalendarFeedDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/public/calendar/:file',
      {
        schema: {
          operationId: 'publicCalendarFeed',
          tags,
          summary: 'The company’s appointments and moves as iCalendar (text/calendar), for calendar apps',
          params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{20,200}\.ics$/) }),
          response: { 200: z.string(), 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const text = await calendarFeedText(deps, request.params.file.slice(0, -'.ics'.length));
        return reply
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .type('text/calendar; charset=utf-8')
          .send(text);
      },
    );
  };
}
