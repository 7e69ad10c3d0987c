import {
  publicReviewSchema,
  reviewFollowUpSchema,
  reviewListQuerySchema,
  reviewPageSchema,
  reviewRequestSchema,
  reviewSchema,
  reviewSettingsInputSchema,
  reviewSettingsSchema,
  reviewSubmitSchema,
  reviewTrendQuerySchema,
  reviewTrendSchema,
} from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sniffFileType } from '../../platform/file-types.ts';
import { requestLanguage } from '../../platform/language.ts';
import { apiErrorSchema, idParamsSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import {
  limitPublicReviews,
  type PublicReviewsDeps,
  reviewLogo,
  sendFollowUp,
  submitReview,
  viewReview,
} from './public-reviews.service.ts';
import { scheduleAutomaticReviewRequests } from './review-auto-requests.ts';
import { scheduleReviewReminders } from './review-reminders.ts';
import { changeReviewSettings, getReviewSettings } from './review-settings.service.ts';
import {
  getReview,
  listCompanyReviews,
  type ReviewsDeps,
  requestReview,
  reviewTrend,
} from './reviews.service.ts';

const tags = ['reviews'];

/** The office's side: ask for a review, read the answers (issue 18). */
export function reviewsRoutes(deps: ReviewsDeps & { authenticate: Authenticate }): FastifyPluginAsyncZod {
  return async (app) => {
    scheduleReviewReminders(app.jobs, deps);
    scheduleAutomaticReviewRequests(app.jobs, deps);
    app.addHook('onRequest', deps.authenticate);

    for (const kind of ['contracts', 'appointments'] as const) {
      app.post(
        `/api/${kind}/:id/review-request`,
        {
          schema: {
            operationId: kind === 'contracts' ? 'requestContractReview' : 'requestAppointmentReview',
            tags,
            summary:
              'E-mail the customer a review link (a new one replaces an unanswered one); refused without an e-mail address or once answered',
            params: idParamsSchema,
            body: reviewRequestSchema,
            response: {
              200: reviewSchema,
              400: apiErrorSchema,
              404: apiErrorSchema,
              409: apiErrorSchema,
            },
          },
        },
        (request) =>
          requestReview(
            deps,
            request.ctx,
            kind === 'contracts' ? { contractId: request.params.id } : { appointmentId: request.params.id },
            request.body.language,
            requestLanguage(request),
          ),
      );
    }

    app.get(
      '/api/reviews',
      {
        schema: {
          operationId: 'listReviews',
          tags,
          summary:
            'Reviews of the company (by request day, state, average stars) with the averages per area over the filter',
          querystring: reviewListQuerySchema,
          response: { 200: reviewPageSchema, 400: apiErrorSchema },
        },
      },
      (request) => listCompanyReviews(deps, request.ctx, request.query),
    );

    app.get(
      '/api/reviews/trend',
      {
        schema: {
          operationId: 'reviewTrend',
          tags,
          summary:
            'Answered reviews per month of the last 12 (the company’s time zone): their number and average stars, under the list’s filter',
          querystring: reviewTrendQuerySchema,
          response: { 200: reviewTrendSchema, 400: apiErrorSchema },
        },
      },
      (request) => reviewTrend(deps, request.ctx, request.query),
    );

    app.get(
      '/api/review-settings',
      {
        schema: {
          operationId: 'getReviewSettings',
          tags,
          summary:
            'The reminder of unanswered requests, the public review page of the funnel, and the automatic request after a job',
          response: { 200: reviewSettingsSchema, 403: apiErrorSchema },
        },
      },
      (request) => getReviewSettings(deps.db, request.ctx),
    );

    app.put(
      '/api/review-settings',
      {
        schema: {
          operationId: 'updateReviewSettings',
          tags,
          summary:
            'Set the reminder of unanswered requests (on/off, 1–30 days), the public review page (https, or null) and the automatic request after a job (on/off, 1–30 days after its date)',
          body: reviewSettingsInputSchema,
          response: { 200: reviewSettingsSchema, 400: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      (request) => changeReviewSettings(deps.db, request.ctx, request.body),
    );

    app.get(
      '/api/reviews/:id',
      {
        schema: {
          operationId: 'getReview',
          tags,
          params: idParamsSchema,
          response: { 200: reviewSchema, 404: apiErrorSchema },
        },
      },
      (request) => getReview(deps, request.ctx, request.params.id),
    );
  };
}

const tokenParams = z.object({ token: z.string().min(20).max(200) });

/**
 * The customer's side, without an account: the link's token is the only credential. Rate-limited per
 * address like the offer's; answers never say more than that a link is unknown or expired.
 */
export function publicReviewsRoutes(deps: PublicReviewsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('referrer-policy', 'no-referrer');
      reply.header('cache-control', 'no-store');
      await limitPublicReviews(deps, request.ip);
    });

    app.get(
      '/api/public/reviews/:token',
      {
        schema: {
          operationId: 'viewPublicReview',
          tags: ['public reviews'],
          params: tokenParams,
          response: {
            200: publicReviewSchema,
            404: apiErrorSchema,
            410: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      (request) => viewReview(deps, request.params.token),
    );

    app.post(
      '/api/public/reviews/:token',
      {
        schema: {
          operationId: 'submitPublicReview',
          tags: ['public reviews'],
          summary: 'The customer’s review, once (a second answer: 409 error_review_submitted)',
          params: tokenParams,
          body: reviewSubmitSchema,
          response: {
            200: publicReviewSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
            410: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      (request) =>
        submitReview(deps, request.params.token, {
          ...request.body,
          ip: request.ip,
          userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
        }),
    );

    app.post(
      '/api/public/reviews/:token/follow-up',
      {
        schema: {
          operationId: 'sendPublicReviewFollowUp',
          tags: ['public reviews'],
          summary:
            'After a low review: the customer’s answer to “what went wrong?”, once (409 error_review_follow_up_sent); refused after any other review (409 error_review_follow_up_not_asked)',
          params: tokenParams,
          body: reviewFollowUpSchema,
          response: {
            200: publicReviewSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      (request) => sendFollowUp(deps, request.params.token, request.body),
    );

    app.get(
      '/api/public/reviews/:token/logo',
      { schema: { operationId: 'publicReviewLogo', tags: ['public reviews'], params: tokenParams } },
      async (request, reply) => {
        const content = await reviewLogo(deps, request.params.token);
        return reply
          .type(sniffFileType(content) ?? 'application/octet-stream')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .send(content);
      },
    );
  };
}
