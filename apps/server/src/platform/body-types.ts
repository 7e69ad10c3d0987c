import { Readable } from 'node:stream';
import type { ErrorCode, ErrorParams } from '@maxer/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a file route answers when the body exceeds its limit (the error handler's 413). */
    fileTooLarge?: { code: ErrorCode; params?: ErrorParams };
  }
}

/**
 * The API speaks JSON: Fastify's built-in `text/plain` parser is removed, so a text body to a JSON route
 * answers 415 like any other foreign content type, instead of a string reaching the route's schema
 * (decision 022). Routes that take a file declare it with `acceptFileBodies` in their own scope.
 */
export function acceptJsonBodiesOnly(app: FastifyInstance) {
  app.removeContentTypeParser('text/plain');
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * For the routes of this plugin scope only: the request body is the raw file, whatever its content type
 * claims (its content decides what it is, `sniffFileType`). JSON, text or no body at all is not a file
 * and answers 415 `error_file_type`, never reaching code that expects bytes.
 */
export function acceptFileBodies(app: FastifyInstance, bodyLimit: number) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (BODY_METHODS.has(request.method) && !Buffer.isBuffer(request.body)) {
      throw new AppError('error_file_type');
    }
  });
}

/**
 * For the routes of this plugin scope only: the request body is handed to the route unread, as the
 * request's stream, for a file too large to hold in memory (media videos). The route reads it
 * (`openUpload`, file-upload.ts) and enforces its own limit while reading; Fastify's
 * `bodyLimit` does not apply to a stream. No body at all answers 415 `error_file_type`.
 */
export function acceptFileStreams(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (BODY_METHODS.has(request.method) && !(request.body instanceof Readable)) {
      throw new AppError('error_file_type');
    }
  });
  // A body left unread (refused after its first bytes, or before them) is read to its end and
  // dropped, so the connection can carry the next request.
  app.addHook('onResponse', async (request: FastifyRequest) => {
    if (!request.raw.readableEnded && !request.raw.destroyed) request.raw.resume();
  });
}
