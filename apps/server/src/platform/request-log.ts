import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { maskSecretsInUrl } from './security.ts';

/**
 * One log line per answered request instead of Fastify's two multi-line records: `GET /api/customers
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
    const level = error || statusCode >= 500 ? 'error' : isApi(request.url) ? 'info' : 'debug';
    reply.log[level](
      { req: request, res: { statusCode }, responseTime, ...(error ? { err: error } : {}) },
      `${request.method} ${maskSecretsInUrl(request.url)} ${statusCode} ${Math.round(responseTime)} ms`,
    );
  }
}

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
