import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Google's OAuth 2.0 endpoints and the Calendar API v3, speaking their HTTP
 * protocol (form-encoded token requests, Bearer tokens, JSON bodies, Google's error shapes), so the
 * real `google-auth-library` and `@googleapis/calendar` run against it through their root URLs.
 *
 * OAuth: GET /o/oauth2/v2/auth (consents at once: redirects back with a code), POST /token
 * (authorization_code and refresh_token grants; `invalid_grant` 400), POST /revoke.
 * Calendar: GET /calendar/v3/users/me/calendarList, POST /calendar/v3/calendars/{id}/events
 * (409 duplicate for a used id), PUT/PATCH/DELETE /calendar/v3/calendars/{id}/events/{eventId}
 * (404 unknown, 410 already deleted), 401 for a token that is not (or no longer) valid.
 * `failNext` answers chosen requests with 429/5xx; `dropNext` does the work and then cuts the
 * connection before answering (a timeout as the client sees it).
 */

export interface FakeCalendar {
  id: string;
  summary: string;
  timeZone: string;
  primary?: boolean;
}

export interface FakeAccount {
  email: string;
  calendars: FakeCalendar[];
}

export interface FakeEvent {
  id: string;
  calendarId: string;
  status: string;
  summary?: string;
  description?: string;
  location?: string;
  start?: { dateTime?: string; timeZone?: string };
  end?: { dateTime?: string; timeZone?: string };
  [key: string]: unknown;
}

interface Grant {
  account: FakeAccount;
  refreshToken: string;
  revoked: boolean;
}

export interface FakeRequest {
  method: string;
  path: string;
  status: number;
}

type Trouble =
  | { method: string; path: RegExp; kind: 'fail'; status: number }
  | {
      method: string;
      path: RegExp;
      kind: 'drop';
    };

const EVENT_ID = /^[a-v0-9]{5,1024}$/;

function googleError(status: number, reason: string, message: string) {
  const statusText: Record<number, string> = {
    400: 'INVALID_ARGUMENT',
    401: 'UNAUTHENTICATED',
    404: 'NOT_FOUND',
    409: 'ALREADY_EXISTS',
    410: 'NOT_FOUND',
    429: 'RESOURCE_EXHAUSTED',
    500: 'INTERNAL',
    503: 'UNAVAILABLE',
  };
  return {
    error: {
      code: status,
      message,
      errors: [{ domain: 'global', reason, message }],
      status: statusText[status] ?? 'UNKNOWN',
    },
  };
}

export interface FakeGoogle {
  url: string;
  clientId: string;
  clientSecret: string;
  /** The account the consent page signs in with. */
  account: FakeAccount;
  /** events by calendar id, then event id (deleted ones stay, cancelled, as in Google). */
  events: Map<string, Map<string, FakeEvent>>;
  requests: FakeRequest[];
  /** Live (not cancelled) events of a calendar. */
  liveEvents(calendarId: string): FakeEvent[];
  /** A code the token endpoint exchanges for a grant of `account`. */
  issueCode(account?: FakeAccount): string;
  /** The person withdrew the app's access: refresh and access tokens stop working. */
  revokeGrants(): void;
  /** Access tokens expire now (the client must refresh). */
  expireAccessTokens(): void;
  /** The next `times` requests matching answer `status` without doing anything. */
  failNext(method: string, path: RegExp, status: number, times?: number): void;
  /** The next matching request is done, then its connection cut before the answer. */
  dropNext(method: string, path: RegExp): void;
  close(): Promise<void>;
}

export const FAKE_CLIENT_ID = 'maxer-test.apps.googleusercontent.com';
export const FAKE_CLIENT_SECRET = 'fake-google-secret';

export async function startFakeGoogle(
  options: { port?: number; account?: FakeAccount } = {},
): Promise<FakeGoogle> {
  const account: FakeAccount = options.account ?? {
    email: 'office@movers.example',
    calendars: [
      {
        id: 'office@movers.example',
        summary: 'office@movers.example',
        timeZone: 'Europe/Zurich',
        primary: true,
      },
      { id: 'jobs-cal@group.calendar.google.com', summary: 'Umzüge', timeZone: 'Europe/Zurich' },
    ],
  };
  const codes = new Map<string, FakeAccount>();
  const grants: Grant[] = [];
  const accessTokens = new Map<string, { grant: Grant; expiresAt: number }>();
  const events = new Map<string, Map<string, FakeEvent>>();
  const requests: FakeRequest[] = [];
  const troubles: Trouble[] = [];

  const token = (prefix: string) => `${prefix}.${randomBytes(18).toString('base64url')}`;

  function newAccessToken(grant: Grant) {
    const accessToken = token('ya29');
    accessTokens.set(accessToken, { grant, expiresAt: Date.now() + 3_599_000 });
    return accessToken;
  }

  function calendarsOf(grant: Grant) {
    return grant.account.calendars;
  }

  async function readBody(request: http.IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  function send(response: http.ServerResponse, status: number, body?: unknown) {
    if (body === undefined) {
      response.writeHead(status).end();
      return;
    }
    response
      .writeHead(status, { 'content-type': 'application/json; charset=UTF-8' })
      .end(JSON.stringify(body));
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<number> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    const path = url.pathname;

    // The stand-in's own controls, for a browser journey that runs it as a process of its own.
    if (path === '/__fake/health') {
      send(response, 200, { ok: true });
      return 200;
    }
    if (method === 'GET' && path === '/__fake/events') {
      send(response, 200, { items: [...events.values()].flatMap((held) => [...held.values()]) });
      return 200;
    }
    if (method === 'POST' && path === '/__fake/revoke-grants') {
      for (const grant of grants) grant.revoked = true;
      for (const entry of accessTokens.values()) entry.expiresAt = 0;
      send(response, 200, { ok: true });
      return 200;
    }

    if (method === 'GET' && path === '/o/oauth2/v2/auth') {
      const redirect = new URL(url.searchParams.get('redirect_uri') ?? '');
      if (url.searchParams.get('client_id') !== FAKE_CLIENT_ID) {
        send(response, 400, { error: 'invalid_client' });
        return 400;
      }
      redirect.searchParams.set('code', issueCode(account));
      redirect.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { location: redirect.toString() }).end();
      return 302;
    }

    if (method === 'POST' && path === '/token') {
      const form = new URLSearchParams(await readBody(request));
      const basic = request.headers.authorization?.startsWith('Basic ')
        ? Buffer.from(request.headers.authorization.slice(6), 'base64').toString().split(':')
        : [];
      const clientId = form.get('client_id') ?? basic[0];
      const clientSecret = form.get('client_secret') ?? basic[1];
      if (clientId !== FAKE_CLIENT_ID || clientSecret !== FAKE_CLIENT_SECRET) {
        send(response, 401, {
          error: 'invalid_client',
          error_description: 'The OAuth client was not found.',
        });
        return 401;
      }
      if (form.get('grant_type') === 'authorization_code') {
        const owner = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (!owner) {
          send(response, 400, { error: 'invalid_grant', error_description: 'Malformed auth code.' });
          return 400;
        }
        const grant: Grant = { account: owner, refreshToken: token('1//refresh'), revoked: false };
        grants.push(grant);
        send(response, 200, {
          access_token: newAccessToken(grant),
          expires_in: 3599,
          refresh_token: grant.refreshToken,
          scope: url.searchParams.get('scope') ?? 'https://www.googleapis.com/auth/calendar.events',
          token_type: 'Bearer',
        });
        return 200;
      }
      if (form.get('grant_type') === 'refresh_token') {
        const grant = grants.find((candidate) => candidate.refreshToken === form.get('refresh_token'));
        if (!grant || grant.revoked) {
          send(response, 400, {
            error: 'invalid_grant',
            error_description: 'Token has been expired or revoked.',
          });
          return 400;
        }
        send(response, 200, { access_token: newAccessToken(grant), expires_in: 3599, token_type: 'Bearer' });
        return 200;
      }
      send(response, 400, { error: 'unsupported_grant_type' });
      return 400;
    }

    if (method === 'POST' && path === '/revoke') {
      const given =
        url.searchParams.get('token') ?? new URLSearchParams(await readBody(request)).get('token');
      for (const grant of grants) if (grant.refreshToken === given) grant.revoked = true;
      send(response, 200, {});
      return 200;
    }

    if (!path.startsWith('/calendar/v3/')) {
      send(response, 404, googleError(404, 'notFound', 'Not Found'));
      return 404;
    }
    const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const access = accessTokens.get(bearer);
    if (!access || access.grant.revoked || access.expiresAt <= Date.now()) {
      send(response, 401, googleError(401, 'authError', 'Request had invalid authentication credentials.'));
      return 401;
    }
    const calendars = calendarsOf(access.grant);

    if (method === 'GET' && path === '/calendar/v3/users/me/calendarList') {
      send(response, 200, {
        kind: 'calendar#calendarList',
        items: calendars.map((calendar) => ({
          kind: 'calendar#calendarListEntry',
          id: calendar.id,
          summary: calendar.summary,
          timeZone: calendar.timeZone,
          accessRole: 'owner',
          ...(calendar.primary ? { primary: true } : {}),
        })),
      });
      return 200;
    }

    const match = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(path);
    const calendarId = match ? decodeURIComponent(match[1]!) : '';
    if (!match || !calendars.some((calendar) => calendar.id === calendarId)) {
      send(response, 404, googleError(404, 'notFound', 'Not Found'));
      return 404;
    }
    const held = events.get(calendarId) ?? new Map<string, FakeEvent>();
    events.set(calendarId, held);
    const eventId = match[2] ? decodeURIComponent(match[2]) : null;

    if (method === 'POST' && !eventId) {
      const body = JSON.parse((await readBody(request)) || '{}') as Partial<FakeEvent>;
      const id =
        body.id ??
        token('e')
          .replace(/[^a-v0-9]/g, '')
          .slice(0, 26);
      if (!EVENT_ID.test(id)) {
        send(response, 400, googleError(400, 'invalid', 'Invalid resource id value.'));
        return 400;
      }
      if (held.has(id)) {
        send(response, 409, googleError(409, 'duplicate', 'The requested identifier already exists.'));
        return 409;
      }
      const event: FakeEvent = { ...body, id, calendarId, status: body.status ?? 'confirmed' };
      held.set(id, event);
      send(response, 200, { kind: 'calendar#event', ...event });
      return 200;
    }
    if (!eventId) {
      send(response, 404, googleError(404, 'notFound', 'Not Found'));
      return 404;
    }
    const existing = held.get(eventId);
    if (!existing) {
      send(response, 404, googleError(404, 'notFound', 'Not Found'));
      return 404;
    }
    if (method === 'PUT' || method === 'PATCH') {
      const body = JSON.parse((await readBody(request)) || '{}') as Partial<FakeEvent>;
      const event: FakeEvent =
        method === 'PUT'
          ? { ...body, id: eventId, calendarId, status: body.status ?? 'confirmed' }
          : { ...existing, ...body, id: eventId, calendarId };
      held.set(eventId, event);
      send(response, 200, { kind: 'calendar#event', ...event });
      return 200;
    }
    if (method === 'DELETE') {
      if (existing.status === 'cancelled') {
        send(response, 410, googleError(410, 'deleted', 'Resource has been deleted'));
        return 410;
      }
      held.set(eventId, { ...existing, status: 'cancelled' });
      send(response, 204);
      return 204;
    }
    send(response, 405, googleError(405, 'methodNotAllowed', 'Method Not Allowed'));
    return 405;
  }

  function issueCode(owner: FakeAccount = account) {
    const code = token('4/code');
    codes.set(code, owner);
    return code;
  }

  const server = http.createServer((request, response) => {
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const index = troubles.findIndex((trouble) => trouble.method === method && trouble.path.test(path));
    const trouble = index >= 0 ? troubles.splice(index, 1)[0] : undefined;
    if (trouble?.kind === 'fail') {
      requests.push({ method, path, status: trouble.status });
      request.resume();
      send(
        response,
        trouble.status,
        googleError(
          trouble.status,
          trouble.status === 429 ? 'rateLimitExceeded' : 'backendError',
          'Try again.',
        ),
      );
      return;
    }
    handle(request, trouble ? new http.ServerResponse(request) : response)
      .then((status) => {
        requests.push({ method, path, status: trouble ? 0 : status });
        // Done, but the answer never arrives: the client sees a cut connection.
        if (trouble) response.socket?.destroy();
      })
      .catch((error: unknown) => {
        requests.push({ method, path, status: 500 });
        send(response, 500, googleError(500, 'backendError', String(error)));
      });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    clientId: FAKE_CLIENT_ID,
    clientSecret: FAKE_CLIENT_SECRET,
    account,
    events,
    requests,
    liveEvents: (calendarId) =>
      [...(events.get(calendarId)?.values() ?? [])].filter((e) => e.status !== 'cancelled'),
    issueCode,
    revokeGrants() {
      for (const grant of grants) grant.revoked = true;
    },
    expireAccessTokens() {
      for (const entry of accessTokens.values()) entry.expiresAt = 0;
    },
    failNext(method, path, status, times = 1) {
      for (let i = 0; i < times; i += 1) troubles.push({ method, path, kind: 'fail', status });
    },
    dropNext(method, path) {
      troubles.push({ method, path, kind: 'drop' });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
