import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** A request id from a trusted upstream (load balancer) when well-formed, else a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * Security headers for every answer, the web app's included. helmet decides them once, at start
 * (they depend on the configuration only): its middleware runs once against a recording response,
 * and each answer gets the recorded set in one step instead of helmet's eleven functions per response
 * (ADR 060). A route may still replace a header (e.g. a stricter CSP) with `reply.header`.
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
  const headers = recordedHeaders(setSecurityHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    done();
  });
}

/** The headers a (synchronous, request-independent) middleware such as helmet's sets, recorded once. */
function recordedHeaders(
  middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void,
): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    // helmet removes X-Powered-By, which Fastify never sets.
    removeHeader() {},
  };
  let finished = false;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('security headers: the middleware did not finish at once');
  return headers;
}

/** Public links carry their secret in the path or the query; logs keep the route, not the secret. */
export function maskSecretsInUrl(url: string): string {
  return url
    .replace(/(\/api\/public\/offers\/)[^/?#]+/, '$1[token]')
    .replace(/([?&]token=)[^&#]+/, '$1[token]');
}
