import { randomBytes } from 'node:crypto';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Logger } from 'pino';
import { maskSecretsInUrl } from './security.ts';

/**
 * Requests the server makes to itself (the demo content at a first start, some 40 of them) are its
 * own work, not what anybody did: they log at debug, so the first start stays quiet. They are known
 * by a header whose value only this process knows, so no client can hide its requests from the log.
 */
const SELF_REQUEST_HEADER = 'x-maxer-self';
const SELF_TOKEN = randomBytes(16).toString('hex');

export function selfRequestHeaders(): Record<string, string> {
  return { [SELF_REQUEST_HEADER]: SELF_TOKEN };
}

/**
 * One log line per answered request (the request's id as `reqId`, who asked as `user` and `company`) instead of Fastify's two multi-line records: `GET /api/customers
 * 200 12 ms`, with method, url, status and time as fields for the JSON logs. API requests log at info;
 * the web app's files and pages (hashed assets, index.html, the offer page) at debug, so a terminal at
 * the default level shows what the app does, not every script a browser fetched. A request that failed
 * (5xx, or an error while answering) logs at error level wherever it happened.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const statusCode = reply.statusCode;
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    const quiet = !isApi(request.url) || request.headers[SELF_REQUEST_HEADER] === SELF_TOKEN;
    const level = error || statusCode >= 500 ? 'error' : quiet ? 'debug' : 'info';
    // Skipped before any field is gathered when the level is off (files and pages at info).
    if (!(reply.log as Logger).isLevelEnabled(level)) return;
    // Who asked: the user or admin, or the API key, and the company acted in.
    const ctx = request.authContext;
    reply.log[level](
      {
        req: request,
        res: { statusCode },
        responseTime,
        ...(ctx ? { user: ctx.actor.id, company: ctx.companyId } : {}),
        ...(error ? { err: error } : {}),
      },
      `${request.method} ${maskSecretsInUrl(request.url)} ${statusCode} ${Math.round(responseTime)} ms`,
    );
  }
}

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
