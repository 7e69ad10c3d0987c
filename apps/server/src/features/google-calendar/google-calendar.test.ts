import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  appointments,
  contracts as contractsTable,
  googleCalendarConnections,
  mailOutbox,
} from '../../db/schema/index.ts';
import { CALENDAR_SYNC_JOB } from '../../platform/calendar-sync.ts';
import { type FakeGoogle, startFakeGoogle } from '../../testing/fake-google.ts';
import {
  createTenant,
  createTestApp,
  type Session,
  signIn,
  type Tenant,
  type TestApp,
} from '../../testing/index.ts';
import { contractTestKit } from '../contracts/contract-test-support.ts';
import { BROKEN_GRANT_MAIL, CALENDAR_RESYNC_JOB, googleEventId } from './calendar-sync-job.ts';

// Google is a local stand-in speaking its HTTP protocol; the real client libraries talk to it.
const NOW = new Date('2026-10-20T08:00:00Z');
const TOKEN_KEY = Buffer.alloc(32, 7).toString('base64');
const PRIMARY = 'office@movers.example';
const JOBS = 'jobs-cal@group.calendar.google.com';

let google: FakeGoogle;
let t: TestApp;
let tenant: Tenant;
let admin: Session;
const contracts = contractTestKit(() => t);

beforeAll(async () => {
  google = await startFakeGoogle();
  t = await createTestApp(
    { now: () => NOW },
    {
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_OAUTH_BASE_URL: google.url,
      GOOGLE_API_BASE_URL: google.url,
      CALENDAR_TOKEN_KEY: TOKEN_KEY,
    },
  );
  tenant = await createTenant(t, { company: { timeZone: 'Europe/Zurich' } });
  admin = await signIn(t.app, (await t.make.admin()).email, { host: 'admin.localhost' });
});
afterAll(async () => {
  await t?.close();
  await google?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (headers: Record<string, string>, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers, payload });
const onBehalf = (companyId: string) => ({ ...admin.headers, 'x-company-id': companyId });

/** What a browser does: ask for the consent address, follow it to Google, come back with the code. */
async function connect(session: Session) {
  const started = await call(session.headers, 'POST', '/api/google-calendar/connect');
  expect(started.statusCode).toBe(200);
  const consent = new URL(started.json().url);
  expect(consent.origin).toBe(google.url);
  expect(consent.searchParams.get('access_type')).toBe('offline');
  const atGoogle = await fetch(consent, { redirect: 'manual' });
  const back = new URL(atGoogle.headers.get('location')!);
  expect(back.pathname).toBe('/api/google-calendar/callback');
  return call(session.headers, 'GET', `${back.pathname}${back.search}`);
}

const runSync = () => t.app.jobs.runDue<string>(CALENDAR_SYNC_JOB, { includeDeferred: true });
const runResync = () => t.app.jobs.runDue<string>(CALENDAR_RESYNC_JOB, { includeDeferred: true });

async function makeAppointment(session: Session, startsAt = '2026-10-22T08:00:00.000Z') {
  const response = await call(session.headers, 'POST', '/api/appointments', {
    kind: 'viewing',
    startsAt,
    durationMinutes: 60,
    location: 'Kramgasse 10, 3011 Bern',
    notes: 'Hund im Haus',
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { _id: string };
}

async function connectedWithCalendars() {
  expect((await connect(tenant.owner.session)).headers.location).toBe(
    '/my-company/calendar?google=connected',
  );
  const saved = await call(tenant.owner.session.headers, 'PUT', '/api/google-calendar/selection', {
    appointmentsCalendarId: PRIMARY,
    contractsCalendarId: JOBS,
  });
  expect(saved.statusCode).toBe(200);
  await runResync();
}

beforeEach(async () => {
  // Each test starts without a connection, appointments or jobs (and with Google's stand-in emptied).
  await t.database.db.delete(googleCalendarConnections);
  await t.database.db.delete(appointments);
  await t.database.db.delete(contractsTable);
  google.events.clear();
  await runSync();
  await runResync();
});

describe('connecting a Google account', () => {
  it('stores the tokens sealed, never as Google sent them, and shows the account', async () => {
    const before = (await call(tenant.owner.session.headers, 'GET', '/api/google-calendar')).json();
    expect(before).toEqual({
      configured: true,
      status: null,
      accountEmail: null,
      appointmentsCalendarId: null,
      contractsCalendarId: null,
      connectedAt: null,
    });
    const back = await connect(tenant.owner.session);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/my-company/calendar?google=connected');
    expect(google.requests).toContainEqual({ method: 'POST', path: '/token', status: 200 });

    const [row] = await t.database.db
      .select()
      .from(googleCalendarConnections)
      .where(eq(googleCalendarConnections.companyId, tenant.company.id));
    expect(row!.tokens).toMatch(/^v1\./);
    expect(row!.tokens).not.toContain('1//refresh');
    expect(row!.tokens).not.toContain('ya29');
    expect((await call(tenant.owner.session.headers, 'GET', '/api/google-calendar')).json()).toMatchObject({
      status: 'connected',
      accountEmail: PRIMARY,
    });
  });

  it('refuses a state that is not this session’s, and a declined consent', async () => {
    const started = (await call(tenant.owner.session.headers, 'POST', '/api/google-calendar/connect')).json();
    const state = new URL(started.url).searchParams.get('state')!;
    const otherOwner = await signIn(t.app, (await t.make.user(tenant.company.id, { role: 'OWNER' })).email);
    const stolen = await call(
      otherOwner.headers,
      'GET',
      `/api/google-calendar/callback?code=${encodeURIComponent(google.issueCode())}&state=${encodeURIComponent(state)}`,
    );
    expect(stolen.headers.location).toBe('/my-company/calendar?google=failed');
    const forged = await call(
      tenant.owner.session.headers,
      'GET',
      `/api/google-calendar/callback?code=${encodeURIComponent(google.issueCode())}&state=x.1.de.forged`,
    );
    expect(forged.headers.location).toBe('/my-company/calendar?google=failed');
    const declined = await call(
      tenant.owner.session.headers,
      'GET',
      `/api/google-calendar/callback?error=access_denied&state=${encodeURIComponent(state)}`,
    );
    expect(declined.headers.location).toBe('/my-company/calendar?google=declined');
    expect(
      (await call(tenant.owner.session.headers, 'GET', '/api/google-calendar')).json().status,
    ).toBeNull();
  });

  it('lets a platform admin acting for the company choose calendars but not connect', async () => {
    const refused = await call(
      { ...onBehalf(tenant.company.id), 'accept-language': 'en' },
      'POST',
      '/api/google-calendar/connect',
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('error_calendar_setup_admin');
    expect(refused.json().error.message).toBe('A platform admin can manage calendars but not set them up.');

    await connect(tenant.owner.session);
    const listed = await call(onBehalf(tenant.company.id), 'GET', '/api/google-calendar/calendars');
    expect(listed.json().items).toEqual([
      { id: PRIMARY, summary: PRIMARY, timeZone: 'Europe/Zurich', primary: true },
      { id: JOBS, summary: 'Umzüge', timeZone: 'Europe/Zurich', primary: false },
    ]);
    const chosen = await call(onBehalf(tenant.company.id), 'PUT', '/api/google-calendar/selection', {
      appointmentsCalendarId: PRIMARY,
      contractsCalendarId: JOBS,
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ appointmentsCalendarId: PRIMARY, contractsCalendarId: JOBS });
    const unknown = await call(onBehalf(tenant.company.id), 'PUT', '/api/google-calendar/selection', {
      appointmentsCalendarId: 'someone-else@example.com',
      contractsCalendarId: null,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({
      appointmentsCalendarId: expect.objectContaining({ code: 'error_field_invalid' }),
    });
  });

  it('is the owner’s: a user is refused, another company neither sees nor touches it', async () => {
    const asUser = await call(tenant.user.session.headers, 'GET', '/api/google-calendar');
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json().error.code).toBe('error_owner_only');
    expect((await call(tenant.user.session.headers, 'POST', '/api/google-calendar/connect')).statusCode).toBe(
      403,
    );

    await connectedWithCalendars();
    const stranger = tenant.stranger.session.headers;
    expect((await call(stranger, 'GET', '/api/google-calendar')).json()).toMatchObject({
      status: null,
      accountEmail: null,
    });
    expect((await call(stranger, 'GET', '/api/google-calendar/calendars')).json().error.code).toBe(
      'error_google_calendar_not_connected',
    );
    expect((await call(stranger, 'DELETE', '/api/google-calendar')).statusCode).toBe(404);
    // The stranger's appointments never reach our calendar.
    await makeAppointment(tenant.stranger.session);
    expect(await runSync()).toEqual([]);
    expect(google.liveEvents(PRIMARY)).toEqual([]);
    expect((await call(tenant.owner.session.headers, 'GET', '/api/google-calendar')).json().status).toBe(
      'connected',
    );
  });

  it('disconnects: the tokens are gone, Google is asked to drop the grant', async () => {
    await connect(tenant.owner.session);
    const gone = await call(tenant.owner.session.headers, 'DELETE', '/api/google-calendar');
    expect(gone.statusCode).toBe(204);
    expect(await t.database.db.select().from(googleCalendarConnections)).toEqual([]);
    expect(google.requests.at(-1)).toEqual({ method: 'POST', path: '/revoke', status: 200 });
    // No connection, no sync: a new appointment queues nothing.
    await makeAppointment(tenant.owner.session);
    expect(await runSync()).toEqual([]);
  });
});

describe('syncing', () => {
  it('puts appointments in their calendar in the company’s zone, moves and deletes them', async () => {
    await connectedWithCalendars();
    const appointment = await makeAppointment(tenant.owner.session);
    expect((await runSync()).map((outcome) => outcome.ok && outcome.value)).toEqual(['synced']);
    const id = googleEventId({ source: 'appointment', id: appointment._id });
    expect(id).toMatch(/^[a-v0-9]{5,1024}$/);
    expect(google.liveEvents(PRIMARY)).toEqual([
      expect.objectContaining({
        id,
        summary: 'Besichtigung',
        location: 'Kramgasse 10, 3011 Bern',
        start: { dateTime: '2026-10-22T08:00:00.000Z', timeZone: 'Europe/Zurich' },
        end: { dateTime: '2026-10-22T09:00:00.000Z', timeZone: 'Europe/Zurich' },
      }),
    ]);
    expect(google.liveEvents(PRIMARY)[0]!.description).toContain('Hund im Haus');

    const moved = await call(tenant.owner.session.headers, 'PUT', `/api/appointments/${appointment._id}`, {
      kind: 'viewing',
      startsAt: '2026-10-23T12:00:00.000Z',
      durationMinutes: 90,
      location: 'Kramgasse 10, 3011 Bern',
    });
    expect(moved.statusCode).toBe(200);
    await runSync();
    expect(google.liveEvents(PRIMARY)).toEqual([
      expect.objectContaining({
        id,
        start: { dateTime: '2026-10-23T12:00:00.000Z', timeZone: 'Europe/Zurich' },
      }),
    ]);

    await call(tenant.owner.session.headers, 'DELETE', `/api/appointments/${appointment._id}`);
    await runSync();
    expect(google.liveEvents(PRIMARY)).toEqual([]);
    expect(google.events.get(PRIMARY)?.get(id)?.status).toBe('cancelled');
  });

  it('puts a job’s move in the jobs’ calendar and takes it out when archived', async () => {
    await connectedWithCalendars();
    const job = (await contracts.createFull(tenant.owner.session)).json();
    await runSync();
    expect(google.liveEvents(JOBS)).toEqual([
      expect.objectContaining({
        id: googleEventId({ source: 'relocation', id: job._id }),
        summary: `Umzug ${job.number}: Erika Muster`,
        location: '3011 Bern → 8002 Zürich',
        // 08:00 in Zürich (winter time), seven hours expected.
        start: { dateTime: '2027-03-15T07:00:00.000Z', timeZone: 'Europe/Zurich' },
        end: { dateTime: '2027-03-15T14:00:00.000Z', timeZone: 'Europe/Zurich' },
      }),
    ]);
    expect(google.liveEvents(PRIMARY)).toEqual([]);
    await call(tenant.owner.session.headers, 'POST', `/api/contracts/${job._id}/archive`);
    await runSync();
    expect(google.liveEvents(JOBS)).toEqual([]);
  });

  it('retries after a server error and after a cut connection without making a second event', async () => {
    await connectedWithCalendars();
    google.failNext('POST', /\/events$/, 503);
    const first = await makeAppointment(tenant.owner.session);
    const failed = await runSync();
    expect(failed.map((outcome) => outcome.ok)).toEqual([false]);
    expect(google.liveEvents(PRIMARY)).toEqual([]);
    expect((await runSync()).map((outcome) => outcome.ok)).toEqual([true]);
    expect(google.liveEvents(PRIMARY)).toHaveLength(1);

    // Google makes the event, but the answer never arrives: the retry finds it (409) and updates it.
    google.dropNext('POST', /\/events$/);
    const second = await makeAppointment(tenant.owner.session, '2026-10-24T08:00:00.000Z');
    expect((await runSync()).map((outcome) => outcome.ok)).toEqual([false]);
    expect(google.liveEvents(PRIMARY)).toHaveLength(2);
    expect((await runSync()).map((outcome) => outcome.ok)).toEqual([true]);
    const ids = google.liveEvents(PRIMARY).map((event) => event.id);
    expect(ids.sort()).toEqual(
      [first, second]
        .map((appointment) => googleEventId({ source: 'appointment', id: appointment._id }))
        .sort(),
    );
    expect(google.requests.filter((r) => r.method === 'PUT' && r.status === 200).length).toBeGreaterThan(0);

    google.failNext('POST', /\/events$/, 429);
    await call(tenant.owner.session.headers, 'PUT', `/api/appointments/${first._id}`, {
      kind: 'viewing',
      startsAt: '2026-10-25T09:00:00.000Z',
      durationMinutes: 60,
    });
    expect((await runSync()).map((outcome) => outcome.ok)).toEqual([false]);
    expect((await runSync()).map((outcome) => outcome.ok)).toEqual([true]);
    expect(google.liveEvents(PRIMARY)).toHaveLength(2);
  });

  it('marks a revoked grant broken, mails the owner once, and resumes after reconnecting', async () => {
    await connectedWithCalendars();
    const appointment = await makeAppointment(tenant.owner.session);
    await runSync();
    google.revokeGrants();
    google.expireAccessTokens();
    const change = (startsAt: string) =>
      call(tenant.owner.session.headers, 'PUT', `/api/appointments/${appointment._id}`, {
        kind: 'viewing',
        startsAt,
        durationMinutes: 60,
      });
    await change('2026-10-26T09:00:00.000Z');
    await change('2026-10-27T09:00:00.000Z');
    // Two jobs meet the dead grant; neither retries, and only the one that marks it broken mails.
    expect((await runSync()).map((outcome) => outcome.ok && outcome.value)).toEqual(['broken', 'broken']);
    expect(google.requests).toContainEqual({ method: 'POST', path: '/token', status: 400 });
    const state = (await call(tenant.owner.session.headers, 'GET', '/api/google-calendar')).json();
    expect(state).toMatchObject({ status: 'broken', appointmentsCalendarId: PRIMARY });
    const mails = await t.database.db
      .select({ to: mailOutbox.recipient, subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.companyId, tenant.company.id), eq(mailOutbox.kind, BROKEN_GRANT_MAIL)));
    expect(mails).toEqual([
      {
        to: tenant.owner.account.email,
        subject: 'Google Kalender: Bitte melden Sie sich erneut an',
        text: expect.stringContaining('Bitte melden Sie sich erneut beim Kalenderdienst an'),
      },
    ]);
    const listed = await call(tenant.owner.session.headers, 'GET', '/api/google-calendar/calendars');
    expect(listed.json().error.code).toBe('error_calendar_permission_missing');
    // While broken, changes queue nothing.
    await change('2026-10-28T09:00:00.000Z');
    expect(await runSync()).toEqual([]);

    // Reconnected: the same account keeps its calendars, and what changed meanwhile follows.
    expect((await connect(tenant.owner.session)).headers.location).toBe(
      '/my-company/calendar?google=connected',
    );
    expect((await call(tenant.owner.session.headers, 'GET', '/api/google-calendar')).json()).toMatchObject({
      status: 'connected',
      appointmentsCalendarId: PRIMARY,
    });
    await runResync();
    expect(google.liveEvents(PRIMARY)).toEqual([
      expect.objectContaining({ start: { dateTime: '2026-10-28T09:00:00.000Z', timeZone: 'Europe/Zurich' } }),
    ]);
  });
});

describe('without a Google client', () => {
  it('says it is not configured, and appointments work as ever', async () => {
    const plain = await createTestApp({ now: () => NOW });
    try {
      const company = await plain.make.company();
      const owner = await signIn(plain.app, (await plain.make.user(company.id, { role: 'OWNER' })).email);
      const state = await plain.app.inject({
        method: 'GET',
        url: '/api/google-calendar',
        headers: owner.headers,
      });
      expect(state.json()).toMatchObject({ configured: false, status: null });
      const connectAttempt = await plain.app.inject({
        method: 'POST',
        url: '/api/google-calendar/connect',
        headers: { ...owner.headers, 'accept-language': 'en' },
      });
      expect(connectAttempt.statusCode).toBe(409);
      expect(connectAttempt.json().error.message).toBe('Google Calendar is not configured on this server.');
      const made = await plain.app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: owner.headers,
        payload: { kind: 'other', startsAt: '2026-10-22T08:00:00.000Z', durationMinutes: 30 },
      });
      expect(made.statusCode).toBe(201);
    } finally {
      await plain.close();
    }
  });
});
