import {
  googleCalendarCallbackQuerySchema,
  googleCalendarConnectionSchema,
  googleCalendarConsentSchema,
  googleCalendarListSchema,
  googleCalendarSelectionSchema,
} from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../platform/language.ts';
import { apiErrorSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import { type CalendarJobDeps, calendarResyncJob, calendarSyncJob } from './calendar-sync-job.ts';
import {
  completeGoogleConsent,
  disconnectGoogleCalendar,
  type GoogleCalendarDeps,
  getGoogleCalendar,
  googleConsentUrl,
  listGoogleCalendars,
  saveGoogleCalendarSelection,
} from './google-calendar.service.ts';
import { CALLBACK_PATH } from './google-client.ts';

const tags = ['calendar'];

/** Google Calendar (ADR 044): connect (owner), choose calendars, disconnect; the sync jobs. */
export function googleCalendarRoutes(
  deps: GoogleCalendarDeps & { authenticate: Authenticate },
): FastifyPluginAsyncZod {
  return async (app) => {
    // Defined even without a Google client: a company connected before still has jobs queued.
    const jobDeps: CalendarJobDeps = deps;
    app.jobs.define(calendarSyncJob(jobDeps));
    app.jobs.define(calendarResyncJob(jobDeps));
    app.addHook('onRequest', deps.authenticate);
    app.get(
      '/api/google-calendar',
      {
        schema: {
          operationId: 'getGoogleCalendar',
          tags,
          summary: 'The company’s Google Calendar connection: configured, account, state, chosen calendars',
          response: { 200: googleCalendarConnectionSchema, 403: apiErrorSchema },
        },
      },
      (request) => getGoogleCalendar(deps, request.ctx),
    );
    app.post(
      '/api/google-calendar/connect',
      {
        schema: {
          operationId: 'connectGoogleCalendar',
          tags,
          summary: 'Google’s consent address for this session (owners only; offline access)',
          response: { 200: googleCalendarConsentSchema, 403: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      (request) => googleConsentUrl(deps, request.ctx, requestLanguage(request)),
    );
    app.get(
      CALLBACK_PATH,
      {
        schema: {
          operationId: 'googleCalendarCallback',
          tags,
          summary:
            'Where Google sends the browser back: checks the state, stores the sealed tokens, back to the page',
          querystring: googleCalendarCallbackQuerySchema,
          response: { 302: z.null(), 400: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply.redirect(
          await completeGoogleConsent(deps, request.ctx, request.query, requestLanguage(request)),
          302,
        ),
    );
    app.get(
      '/api/google-calendar/calendars',
      {
        schema: {
          operationId: 'listGoogleCalendars',
          tags,
          summary: 'The connected account’s calendars (summary, time zone, primary)',
          response: {
            200: googleCalendarListSchema,
            403: apiErrorSchema,
            409: apiErrorSchema,
            502: apiErrorSchema,
          },
        },
      },
      (request) => listGoogleCalendars(deps, request.ctx),
    );
    app.put(
      '/api/google-calendar/selection',
      {
        schema: {
          operationId: 'saveGoogleCalendarSelection',
          tags,
          summary: 'Choose the calendar for appointments and the one for jobs’ moves (null: none)',
          body: googleCalendarSelectionSchema,
          response: {
            200: googleCalendarConnectionSchema,
            400: apiErrorSchema,
            403: apiErrorSchema,
            409: apiErrorSchema,
            502: apiErrorSchema,
          },
        },
      },
      (request) => saveGoogleCalendarSelection(deps, request.ctx, request.body),
    );
    app.delete(
      '/api/google-calendar',
      {
        schema: {
          operationId: 'disconnectGoogleCalendar',
          tags,
          summary: 'Disconnect the Google account: its tokens are removed (events already in Google stay)',
          response: { 204: z.null(), 403: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await disconnectGoogleCalendar(deps, request.ctx);
        return reply.status(204).send(null);
      },
    );
  };
}
