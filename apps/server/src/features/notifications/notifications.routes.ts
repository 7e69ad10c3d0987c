import { notificationPageSchema, notificationUnreadSchema } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema, pageQuerySchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import { scheduleNotificationPruning } from './notification-retention.ts';
import {
  listOwnNotifications,
  type NotificationsDeps,
  readAllNotifications,
  readNotification,
} from './notifications.service.ts';

const tags = ['notifications'];

/** The signed-in person's notification centre (the bell). */
export function notificationsRoutes(
  deps: NotificationsDeps & { authenticate: Authenticate },
): FastifyPluginAsyncZod {
  return async (app) => {
    scheduleNotificationPruning(app.jobs, deps);
    app.addHook('onRequest', deps.authenticate);

    app.get(
      '/api/notifications',
      {
        schema: {
          operationId: 'listNotifications',
          tags,
          summary: 'Your notifications, newest first, with how many are unread',
          querystring: pageQuerySchema,
          response: { 200: notificationPageSchema },
        },
      },
      (request) => listOwnNotifications(deps, request.ctx, request.query),
    );

    app.post(
      '/api/notifications/read-all',
      {
        schema: {
          operationId: 'readAllNotifications',
          tags,
          summary: 'Mark all your notifications read',
          response: { 200: notificationUnreadSchema },
        },
      },
      (request) => readAllNotifications(deps, request.ctx),
    );

    app.post(
      '/api/notifications/:id/read',
      {
        schema: {
          operationId: 'readNotification',
          tags,
          summary: 'Mark one of your notifications read; answers how many stay unread',
          params: idParamsSchema,
          response: { 200: notificationUnreadSchema, 404: apiErrorSchema },
        },
      },
      (request) => readNotification(deps, request.ctx, request.params.id),
    );
  };
}
