import type { FastifyInstance, FastifyRequest } from 'fastify';
import { maskSecretsInUrl } from './security.ts';

/**
 * One log line per answered request (Fastify's own logging, two multi-line records a request, is
 * turned off in app.ts): `GET /api/customers 200 12 ms`, with method, url, status and time as fields
 * for the JSON logs. API requests log at info; the web app's files and pages (hashed assets,
 * index.html, the offer page) at debug, so a terminal at the default level shows what the app does,
 * not every script a browser fetched. A server error (5xx) logs at error level wherever it happened.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const url = maskSecretsInUrl(request.url);
    const statusCode = reply.statusCode;
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    const level = statusCode >= 500 ? 'error' : isApi(request) ? 'info' : 'debug';
    request.log[level](
      { req: request, res: { statusCode }, responseTime },
      `${request.method} ${url} ${statusCode} ${Math.round(responseTime)} ms`,
    );
  });
}

function isApi(request: FastifyRequest): boolean {
  const url = request.url;
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
