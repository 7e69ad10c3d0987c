import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** A request id from a trusted upstream (load balancer) when well-formed, else a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/** Security headers for every answer, the web app's included. */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The API docs page loads its own assets; cross-origin isolation would break PDF previews later.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}

/** Public links carry their secret in the path or the query; logs keep the route, not the secret. */
export function maskSecretsInUrl(url: string): string {
  return url
    .replace(/(\/api\/public\/offers\/)[^/?#]+/, '$1[token]')
    .replace(/([?&]token=)[^&#]+/, '$1[token]');
}
