import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mailOutbox } from '../../db/schema/index.ts';
import { operationsOf } from '../../testing/fuzz/cases.ts';
import type { JsonSchema } from '../../testing/fuzz/json-schema.ts';
import { resolveSchemaRefs } from '../../testing/fuzz/resolve-refs.ts';
import { validSample } from '../../testing/fuzz/valid-sample.ts';
import { createTenant, type Session, type Tenant, type TestApp } from '../../testing/index.ts';
import { contractTestKit } from '../contracts/contract-test-support.ts';

/** Helpers of the comment API tests (a test helper, not product code). */

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export const callAs = (
  t: TestApp,
  session: Session,
  method: Method,
  url: string,
  payload?: object,
  language = 'de',
) => t.app.inject({ method, url, headers: { ...session.headers, 'accept-language': language }, payload });

export interface Route {
  method: string;
  /** As Fastify registered it: `/api/public/offers/:token`. */
  path: string;
}

/**
 * Every route the app has registered, read from Fastify's own route tree (`printRoutes`), not from the
 * API description: a route hidden from the description, or registered without a schema, is listed
 * too. Each line of the tree is one path segment below its parent (four characters of indentation a
 * level), with the methods of the route that ends there in brackets.
 */
export function registeredRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const segments: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    segments.length = depth;
    segments.push(match[2]!);
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, path: segments.join('') });
  }
  return routes;
}

/** The API description's request body schema of a route, when it has one. */
function bodySchemas(app: FastifyInstance): Map<string, JsonSchema | undefined> {
  const document = resolveSchemaRefs(
    app.swagger() as unknown as { paths: Record<string, Record<string, never>> },
  );
  return new Map(
    operationsOf(document).map((operation) => [
      `${operation.method} ${operation.path.replace(/\{(\w+)\}/g, ':$1')}`,
      operation.body,
    ]),
  );
}

/**
 * The job, its comments and every secret link a customer (or a calendar) may hold of its company: the
 * offer link, the review link, the calendar feed, the shared media session's link. The job has an
 * internal comment, a public one, one made public and then switched to internal, and a public one
 * deleted again; the shared media session an internal comment and a public one: only `shown` and
 * `shownOnMedia` may appear in any answer a caller without a session gets.
 */
export async function publicLeakScene(t: TestApp) {
  const tenant: Tenant = await createTenant(t, { owner: { lastName: `Intern${randomUUID().slice(0, 8)}` } });
  const owner = tenant.owner.session;
  const kit = contractTestKit(() => t);
  const job = (await kit.createFull(owner)).json() as { _id: string; number: number };
  const url = `/api/contracts/${job._id}/comments`;
  const marker = (what: string) => `${what}-${randomUUID()}`;
  const hidden = {
    internal: marker('INTERN'),
    switched: marker('WIEDER-INTERN'),
    deleted: marker('GELOESCHT'),
    mediaInternal: marker('MEDIEN-INTERN'),
  };
  const shown = marker('OEFFENTLICH');
  const shownOnMedia = marker('MEDIEN-OEFFENTLICH');
  const write = async (body: string, visibility: 'internal' | 'public', to = url) => {
    const response = await callAs(t, owner, 'POST', to, { body, visibility });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json() as { _id: string };
  };
  await write(hidden.internal, 'internal');
  await write(shown, 'public');
  const switched = await write(hidden.switched, 'public');
  await callAs(t, owner, 'PATCH', `/api/comments/${switched._id}`, { visibility: 'internal' });
  const deleted = await write(hidden.deleted, 'public');
  await callAs(t, owner, 'DELETE', `/api/comments/${deleted._id}`);

  const media = await callAs(t, owner, 'POST', '/api/media-sessions', {
    title: 'Inventar',
    kind: 'VIEWING',
    contractId: job._id,
  });
  if (media.statusCode !== 201) throw new Error(media.body);
  const mediaUrl = `/api/media-sessions/${(media.json() as { _id: string })._id}`;
  await write(hidden.mediaInternal, 'internal', `${mediaUrl}/comments`);
  await write(shownOnMedia, 'public', `${mediaUrl}/comments`);
  const mediaShare = await callAs(t, owner, 'POST', `${mediaUrl}/share`, {});
  if (mediaShare.statusCode !== 200) throw new Error(mediaShare.body);
  const mediaToken = new URL((mediaShare.json() as { url: string }).url).searchParams.get('token')!;

  const sent = await callAs(t, owner, 'POST', `/api/contracts/${job._id}/offers`, {
    validUntil: '2099-12-31',
  });
  if (sent.statusCode !== 201) throw new Error(sent.body);
  const reviewed = await callAs(t, owner, 'POST', `/api/contracts/${job._id}/review-request`, {});
  if (reviewed.statusCode !== 200) throw new Error(reviewed.body);
  const feed = await callAs(t, owner, 'POST', '/api/calendar-feed');
  if (feed.statusCode !== 201) throw new Error(feed.body);
  const mails = await t.database.db
    .select({ text: mailOutbox.text, html: mailOutbox.html, subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.companyId, tenant.company.id)));
  const tokenIn = (pattern: RegExp) => {
    const token = mails.map((mail) => pattern.exec(mail.text)?.[1]).find(Boolean);
    if (!token) throw new Error(`no link ${pattern} in the company's e-mails`);
    return token;
  };
  const offerToken = tokenIn(/accept-contract\?token=([A-Za-z0-9_-]+)/);
  const reviewToken = tokenIn(/customers-reviews\?token=([A-Za-z0-9_-]+)/);
  const calendarFile = new URL((feed.json() as { url: string }).url).pathname.split('/').pop()!;
  return {
    tenant,
    job,
    hidden,
    shown,
    shownOnMedia,
    offerToken,
    mediaToken,
    /** What a path parameter of a public route may be: each link's secret, and something unknown. */
    secrets: [
      offerToken,
      reviewToken,
      calendarFile,
      calendarFile.replace(/\.ics$/, ''),
      mediaToken,
      randomUUID(),
    ],
    /** The customer's e-mails of this company (the offer, the review request). */
    mails,
  };
}

export interface Answer {
  /** `GET /api/public/offers/:token` with the secret that filled it. */
  what: string;
  status: number;
  contentType: string;
  body: Buffer;
}

/**
 * Every registered route called without a session, each path parameter filled with every secret in
 * turn (until one is refused for want of a session), a body where the route takes one (a valid sample
 * of its schema), and the customer's pages at their addresses. HEAD answers carry no body.
 */
const DECIDING_ROUTES = new Set([
  'POST /api/public/offers/:token/accept',
  'POST /api/public/offers/:token/reject',
]);

export async function sweepWithoutSession(t: TestApp, secrets: string[]): Promise<Answer[]> {
  const bodies = bodySchemas(t.app);
  const answers: Answer[] = [];
  let caller = 0;
  const call = async (method: string, url: string, what: string, payload?: unknown) => {
    // Each call from an address of its own: the public routes' per-address limits would otherwise
    // answer 429 instead of the route.
    caller += 1;
    const response = await t.app.inject({
      method: method as 'GET',
      url,
      headers: { host: 'localhost' },
      remoteAddress: `198.51.${Math.floor(caller / 250) % 250}.${(caller % 250) + 1}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    answers.push({
      what,
      status: response.statusCode,
      contentType: String(response.headers['content-type'] ?? ''),
      body: response.rawPayload,
    });
  };
  for (const route of registeredRoutes(t.app)) {
    if (route.method === 'HEAD') continue;
    const key = `${route.method} ${route.path}`;
    // Deciding the offer is the leak test's own step (its answer and e-mails are read there): a valid
    // sample body would accept or reject it here first.
    if (DECIDING_ROUTES.has(key)) continue;
    const schema = bodies.get(key);
    const payload =
      route.method === 'GET' || route.method === 'DELETE'
        ? undefined
        : schema
          ? validSample(schema, () => undefined)
          : {};
    const fills = /[:*]/.test(route.path) ? secrets : [''];
    for (const secret of fills) {
      const url = route.path.replace(/:\w+/g, encodeURIComponent(secret)).replace('*', secret);
      await call(route.method, url, `${key} with ${secret.slice(0, 6)}…`, payload);
      // Refused for want of a session: no other secret gets further.
      if (answers.at(-1)?.status === 401) break;
    }
  }
  for (const page of [
    '/accept-contract',
    '/en/accept-contract',
    '/customers-reviews',
    '/en/customers-reviews',
    '/shared-media',
    '/en/shared-media',
  ])
    for (const secret of secrets) await call('GET', `${page}?token=${secret}`, `page ${page}`);
  return answers;
}
