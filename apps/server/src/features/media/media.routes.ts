import {
  mediaCaptionSchema,
  mediaItemSchema,
  mediaListQuerySchema,
  mediaSessionInputSchema,
  mediaSessionPageSchema,
  mediaSessionSchema,
  mediaShareInputSchema,
  mediaShareSchema,
  mediaUploadQuerySchema,
  publicMediaItemSchema,
  publicMediaSessionSchema,
} from '@maxer/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptFileStreams } from '../../platform/body-types.ts';
import { sendStoredFile } from '../../platform/file-download.ts';
import { requestLanguage } from '../../platform/language.ts';
import { apiErrorSchema, idParamsSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import {
  createMediaSession,
  getMediaSession,
  listCompanyMediaSessions,
  removeMediaSession,
  revokeMediaShare,
  shareMediaSession,
} from './media.service.ts';
import { defineMediaCleanup } from './media-cleanup.ts';
import type { MediaDeps } from './media-deps.ts';
import {
  addMediaItem,
  changeMediaCaption,
  type MediaVersion,
  mediaItemFile,
  removeMediaItem,
} from './media-items.service.ts';
import {
  addSharedMediaPhoto,
  limitPublicMedia,
  type PublicMediaDeps,
  sharedMediaFile,
  sharedMediaLogo,
  viewSharedMedia,
} from './public-media.service.ts';

const tags = ['media'];
const itemParams = idParamsSchema.extend({ itemId: z.uuid({ error: 'error_resource_not_found' }) });
const noContent = { 204: z.null() };

/** The length the client declared for its body, if it did (a chunked upload has none). */
function declaredLength(request: FastifyRequest): number | undefined {
  const header = request.headers['content-length'];
  const value = header === undefined ? Number.NaN : Number(header);
  return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

const UPLOAD_SUMMARY =
  'Add one file as the raw request body (`?name=` its file name): photos (JPEG, PNG, WebP) and PDFs up to 25 MB, videos (MP4, MOV, WebM) up to 500 MB, judged by their content';

/** The office's media sessions (issue 18; ADR 048). */
export function mediaRoutes(deps: MediaDeps & { authenticate: Authenticate }): FastifyPluginAsyncZod {
  return async (app) => {
    defineMediaCleanup(app.jobs, deps.storage);
    app.addHook('onRequest', deps.authenticate);

    app.get(
      '/api/media-sessions',
      {
        schema: {
          operationId: 'listMediaSessions',
          tags,
          summary: 'Media sessions of the company: of a customer, of a job, of a kind, by text',
          querystring: mediaListQuerySchema,
          response: { 200: mediaSessionPageSchema, 400: apiErrorSchema },
        },
      },
      (request) => listCompanyMediaSessions(deps, request.ctx, request.query),
    );

    app.post(
      '/api/media-sessions',
      {
        schema: {
          operationId: 'createMediaSession',
          tags,
          summary: 'A new media session of a job (its customer comes with it) or of a customer',
          body: mediaSessionInputSchema,
          response: { 201: mediaSessionSchema, 400: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createMediaSession(deps, request.ctx, request.body)),
    );

    app.get(
      '/api/media-sessions/:id',
      {
        schema: {
          operationId: 'getMediaSession',
          tags,
          params: idParamsSchema,
          response: { 200: mediaSessionSchema, 404: apiErrorSchema },
        },
      },
      (request) => getMediaSession(deps, request.ctx, request.params.id),
    );

    app.delete(
      '/api/media-sessions/:id',
      {
        schema: {
          operationId: 'deleteMediaSession',
          tags,
          summary: 'Delete a media session with all its files',
          params: idParamsSchema,
          response: { ...noContent, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await removeMediaSession(deps, request.ctx, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.patch(
      '/api/media-sessions/:id/items/:itemId',
      {
        schema: {
          operationId: 'updateMediaItem',
          tags,
          summary: 'Change the caption of a file',
          params: itemParams,
          body: mediaCaptionSchema,
          response: { 200: mediaItemSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      (request) =>
        changeMediaCaption(deps, request.ctx, request.params.id, request.params.itemId, request.body.caption),
    );

    app.delete(
      '/api/media-sessions/:id/items/:itemId',
      {
        schema: {
          operationId: 'deleteMediaItem',
          tags,
          params: itemParams,
          response: { ...noContent, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await removeMediaItem(deps, request.ctx, request.params.id, request.params.itemId);
        return reply.status(204).send(null);
      },
    );

    for (const [suffix, version, operationId, summary] of [
      ['file', 'original', 'getMediaItemFile', 'The file as uploaded (a photo with its metadata)'],
      [
        'display',
        'display',
        'getMediaItemDisplay',
        'A photo for the screen: upright, at most 1600 px, no metadata',
      ],
      [
        'thumbnail',
        'thumbnail',
        'getMediaItemThumbnail',
        'A photo’s thumbnail: upright, at most 400 px, no metadata',
      ],
    ] as const) {
      app.get(
        `/api/media-sessions/:id/items/:itemId/${suffix}`,
        { schema: { operationId, tags, summary, params: itemParams } },
        async (request, reply) => {
          const file = await mediaItemFile(
            deps,
            request.ctx,
            request.params.id,
            request.params.itemId,
            version as MediaVersion,
          );
          return sendStoredFile(request, reply, deps.storage, file.key, {
            name: file.name,
            // Stored versions never change (a new file is a new key): a browser may keep them a while.
            cacheControl: 'private, max-age=3600',
          });
        },
      );
    }

    app.post(
      '/api/media-sessions/:id/share',
      {
        schema: {
          operationId: 'shareMediaSession',
          tags,
          summary:
            'A link for the customer to see the photos and add their own; replaces the previous link. Its address is answered only now',
          params: idParamsSchema,
          body: mediaShareInputSchema,
          response: { 200: mediaShareSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      (request) =>
        shareMediaSession(deps, request.ctx, request.params.id, request.body, requestLanguage(request)),
    );

    app.delete(
      '/api/media-sessions/:id/share',
      {
        schema: {
          operationId: 'revokeMediaShare',
          tags,
          summary: 'Stop the share link at once',
          params: idParamsSchema,
          response: { ...noContent, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await revokeMediaShare(deps, request.ctx, request.params.id);
        return reply.status(204).send(null);
      },
    );

    // The upload in its own scope: its body is the file's bytes, streamed, whatever its content type.
    await app.register(async (files) => {
      acceptFileStreams(files);
      files.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>().post(
        '/api/media-sessions/:id/items',
        {
          schema: {
            operationId: 'addMediaItem',
            tags,
            summary: UPLOAD_SUMMARY,
            params: idParamsSchema,
            querystring: mediaUploadQuerySchema,
            response: {
              201: mediaItemSchema,
              400: apiErrorSchema,
              404: apiErrorSchema,
              413: apiErrorSchema,
              415: apiErrorSchema,
              422: apiErrorSchema,
            },
          },
        },
        async (request, reply) => {
          const item = await addMediaItem(deps, request.ctx, request.params.id, request.body as never, {
            name: request.query.name,
            declaredLength: declaredLength(request),
          });
          return reply.status(201).send(item);
        },
      );
    });
  };
}

const tokenParams = z.object({ token: z.string().min(20).max(200) });
const publicTags = ['public media'];

/**
 * The customer's side of a shared session, without an account: the link's token is the only
 * credential. Rate-limited per address; answers never say more than that a link is unknown or expired.
 */
export function publicMediaRoutes(deps: PublicMediaDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('referrer-policy', 'no-referrer');
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/api/public/media/:token',
      {
        schema: {
          operationId: 'viewSharedMedia',
          tags: publicTags,
          params: tokenParams,
          response: {
            200: publicMediaSessionSchema,
            404: apiErrorSchema,
            410: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request) => {
        await limitPublicMedia(deps, request.ip, 'page');
        return viewSharedMedia(deps, request.params.token);
      },
    );

    for (const version of ['display', 'thumbnail'] as const) {
      app.get(
        `/api/public/media/:token/items/:itemId/${version}`,
        {
          schema: {
            operationId: version === 'display' ? 'sharedMediaDisplay' : 'sharedMediaThumbnail',
            tags: publicTags,
            params: tokenParams.extend({ itemId: z.uuid({ error: 'error_resource_not_found' }) }),
          },
        },
        async (request, reply) => {
          await limitPublicMedia(deps, request.ip, 'files');
          const file = await sharedMediaFile(deps, request.params.token, request.params.itemId, version);
          return sendStoredFile(request, reply, deps.storage, file.key, {
            name: file.name,
            cacheControl: 'no-store',
          });
        },
      );
    }

    app.get(
      '/api/public/media/:token/logo',
      { schema: { operationId: 'sharedMediaLogo', tags: publicTags, params: tokenParams } },
      async (request, reply) => {
        await limitPublicMedia(deps, request.ip, 'files');
        const key = await sharedMediaLogo(deps, request.params.token);
        return sendStoredFile(request, reply, deps.storage, key, { name: 'logo', cacheControl: 'no-store' });
      },
    );

    await app.register(async (files) => {
      acceptFileStreams(files);
      files.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>().post(
        '/api/public/media/:token/items',
        {
          schema: {
            operationId: 'addSharedMediaPhoto',
            tags: publicTags,
            summary: 'The customer adds one photo (JPEG, PNG or WebP, up to 25 MB) as the raw request body',
            params: tokenParams,
            querystring: mediaUploadQuerySchema,
            response: {
              201: publicMediaItemSchema,
              400: apiErrorSchema,
              404: apiErrorSchema,
              410: apiErrorSchema,
              413: apiErrorSchema,
              415: apiErrorSchema,
              422: apiErrorSchema,
              429: apiErrorSchema,
            },
          },
        },
        async (request, reply) => {
          await limitPublicMedia(deps, request.ip, 'uploads');
          const item = await addSharedMediaPhoto(deps, request.params.token, request.body as never, {
            name: request.query.name,
            declaredLength: declaredLength(request),
          });
          return reply.status(201).send(item);
        },
      );
    });
  };
}
