import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createTestApp, type Session, type Tenant, type TestApp } from '../../testing/index.ts';
import { contractTestKit } from '../contracts/contract-test-support.ts';

// 20 October 2026: the feed holds a viewing before the end of summer time (25 October) and a move
// after it, each at its Zürich wall-clock time.
const NOW = new Date('2026-10-20T08:00:00Z');
let t: TestApp;
let tenant: Tenant;
const jobs = contractTestKit(() => t);

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  tenant = await createTenant(t);
});
afterAll(() => t.close());

const call = (session: Session, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: session.headers, payload });

const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

function eventsOf(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter((item) => item?.type === 'VEVENT') as VEvent[];
}

describe('the calendar feed', () => {
  it('is a secret address holding the appointments and moves in Zürich time across summer time', async () => {
    expect((await call(tenant.owner.session, 'GET', '/api/calendar-feed')).json()).toEqual({
      active: false,
      createdAt: null,
      url: null,
    });
    const made = await call(tenant.owner.session, 'POST', '/api/calendar-feed');
    expect(made.statusCode).toBe(201);
    const { url } = made.json();
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/public\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    // Shown once: afterwards the page knows there is one, not its address.
    expect((await call(tenant.owner.session, 'GET', '/api/calendar-feed')).json()).toMatchObject({
      active: true,
      url: null,
    });

    const viewing = (
      await call(tenant.owner.session, 'POST', '/api/appointments', {
        kind: 'viewing',
        // 10:00 in Zürich, summer time (UTC+2).
        startsAt: '2026-10-22T08:00:00.000Z',
        durationMinutes: 60,
        location: 'Kramgasse 10, 3011 Bern',
      })
    ).json();
    // The job's move: 15 March 2027 07:00 UTC = 08:00 in Zürich, winter time (UTC+1), 7 hours expected.
    const job = (await jobs.createFull(tenant.owner.session)).json();
    await call(tenant.stranger.session, 'POST', '/api/appointments', {
      kind: 'other',
      startsAt: '2026-10-23T08:00:00.000Z',
      durationMinutes: 30,
    });

    const feed = await fetchFeed(url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body).toContain('METHOD:PUBLISH');
    expect(feed.body).toContain('DTSTART;TZID=Europe/Zurich:20261022T100000');
    expect(feed.body).toContain('DTSTART;TZID=Europe/Zurich:20270315T080000');
    const events = eventsOf(feed.body);
    // Another company's appointment is not in it.
    expect(events).toHaveLength(2);
    const first = events.find((event) => event.uid.startsWith(viewing._id));
    expect(first?.start.toISOString()).toBe('2026-10-22T08:00:00.000Z');
    expect(first?.summary).toBe('Besichtigung');
    const move = events.find((event) => event.uid.startsWith(`job-${job._id}`));
    expect(move?.start.toISOString()).toBe('2027-03-15T07:00:00.000Z');
    expect(move?.end?.toISOString()).toBe('2027-03-15T14:00:00.000Z');
    expect(move?.summary).toBe(`Umzug ${job.number}: Erika Muster`);
    expect(move?.location).toBe('Bern → Zürich');
  });

  it('stops at once when a new address is made or the feed is switched off; owners only', async () => {
    const first = (await call(tenant.owner.session, 'POST', '/api/calendar-feed')).json().url;
    expect((await fetchFeed(first)).statusCode).toBe(200);
    const second = (await call(tenant.owner.session, 'POST', '/api/calendar-feed')).json().url;
    expect(second).not.toBe(first);
    expect((await fetchFeed(first)).statusCode).toBe(404);
    expect((await fetchFeed(second)).statusCode).toBe(200);
    expect((await call(tenant.owner.session, 'DELETE', '/api/calendar-feed')).statusCode).toBe(204);
    expect((await fetchFeed(second)).statusCode).toBe(404);
    expect((await call(tenant.user.session, 'POST', '/api/calendar-feed')).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/public/calendar/not-a-feed-address-at-all.ics' }))
        .statusCode,
    ).toBe(404);
  });
});
