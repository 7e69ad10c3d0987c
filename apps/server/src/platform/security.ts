import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** A request id from a trusted upstream (load balancer) when well-formed, else a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * Security headers for every answer, the web app's included. helmet's middleware is built once here:
 * its Fastify plugin built it again on every request (parsing the CSP each time), a visible share of a
 * list request's CPU. A route may still replace a header (e.g. a stricter CSP) with `reply.header`.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { fileOrigin?: string | null; maps?: boolean } = {},
) {
  // With a maps key the address fields load Google's Maps JavaScript API (ADR 054): its script, its
  // calls and its images come from these hosts (Google's CSP guide); without one nothing of Google's.
  const maps = options.maps ? ['https://*.googleapis.com', 'https://*.gstatic.com'] : [];
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...maps],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The logo may be sent on to the object store's signed address (ADR 046).
        imgSrc: ["'self'", 'data:', 'blob:', ...(options.fileOrigin ? [options.fileOrigin] : []), ...maps],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...maps],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The API docs page loads its own assets; cross-origin isolation would break PDF previews later.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}

/** Public links carry their secret in the path or the query; logs keep the route, not the secret. */
export function maskSecretsInUrl(url: string): string {
  return url
    .replace(/(\/api\/public\/offers\/)[^/?#]+/, '$1[token]')
    .replace(/([?&]token=)[^&#]+/, '$1[token]');
}
