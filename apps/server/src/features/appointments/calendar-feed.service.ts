import {
  CALENDAR_FEED_DAYS_AHEAD,
  CALENDAR_FEED_DAYS_BACK,
  CALENDAR_FEED_MAX_EVENTS,
  type CalendarFeed,
  type Language,
  moveEnd,
} from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { hashToken, newSessionToken } from '../../platform/auth/tokens.ts';
import { type CalendarEvent, feedIcs } from '../../platform/calendar/ics.ts';
import { notFound } from '../../platform/errors.ts';
import { fill, texts } from '../../platform/texts.ts';
import { relocationsBetween } from '../contracts/index.ts';
import { appointmentUid } from './appointment-invitations.ts';
import { appointmentsBetween, companyOfFeed, deleteFeed, findFeed, putFeed } from './calendar-feed.repo.ts';

export interface CalendarFeedDeps {
  db: Db;
  now: () => Date;
  publicUrl: string;
  mailFrom: string;
}

const DAY_MS = 86_400_000;
const FEED_PATH = '/api/public/calendar';

export const feedUrl = (publicUrl: string, token: string) => `${publicUrl}${FEED_PATH}/${token}.ics`;

/** Whether the company has a feed (its address is shown only when made). */
export async function getCalendarFeed(deps: CalendarFeedDeps, ctx: RequestContext): Promise<CalendarFeed> {
  authorize(ctx, 'company:update');
  const feed = await findFeed(deps.db, companyOf(ctx));
  return { active: Boolean(feed), createdAt: feed?.createdAt.toISOString() ?? null, url: null };
}

/** A new secret address (256 bits); the one before stops at once. */
export async function makeCalendarFeed(deps: CalendarFeedDeps, ctx: RequestContext): Promise<CalendarFeed> {
  authorize(ctx, 'company:update');
  const token = newSessionToken();
  const at = deps.now();
  await putFeed(deps.db, companyOf(ctx), hashToken(token), at);
  return { active: true, createdAt: at.toISOString(), url: feedUrl(deps.publicUrl, token) };
}

export async function removeCalendarFeed(deps: CalendarFeedDeps, ctx: RequestContext): Promise<void> {
  authorize(ctx, 'company:update');
  if (!(await deleteFeed(deps.db, companyOf(ctx)))) throw notFound();
}

/**
 * The feed a calendar app fetches: the company's appointments and moves from a month back to a year
 * ahead, in its zone, in the language the company works in (German; the app's words for kinds).
 * An unknown, replaced or switched-off token, or an inactive company, is "not found".
 */
export async function calendarFeedText(
  deps: CalendarFeedDeps,
  token: string,
  language: Language = 'de',
): Promise<string> {
  const company = await companyOfFeed(deps.db, hashToken(token));
  if (!company) throw notFound();
  const now = deps.now().getTime();
  const from = new Date(now - CALENDAR_FEED_DAYS_BACK * DAY_MS);
  const to = new Date(now + CALENDAR_FEED_DAYS_AHEAD * DAY_MS);
  const [appointments, moves] = await Promise.all([
    appointmentsBetween(deps.db, company.id, from, to, CALENDAR_FEED_MAX_EVENTS),
    relocationsBetween(deps.db, company.id, from, to, CALENDAR_FEED_MAX_EVENTS),
  ]);
  const t = texts(language, 'calendar');
  const organizerEmail = /<([^>]+)>/.exec(deps.mailFrom)?.[1] ?? deps.mailFrom;
  const domain = organizerEmail.split('@')[1] ?? 'maxer';
  const events: CalendarEvent[] = [
    ...appointments.map((row) => ({
      uid: appointmentUid(row.id, organizerEmail),
      sequence: row.sequence,
      start: row.startsAt,
      end: new Date(row.startsAt.getTime() + row.durationMinutes * 60_000),
      summary: row.customerName ? `${t.kinds[row.kind]}: ${row.customerName}` : t.kinds[row.kind],
      location: row.location,
    })),
    ...moves.flatMap((row) =>
      row.startsAt
        ? [
            {
              uid: `job-${row.id}@${domain}`,
              // A subscribed calendar takes the feed as a whole: moves carry no sequence of their own.
              sequence: 0,
              start: row.startsAt,
              end: moveEnd(row.startsAt, row.expectedHours, row.hours),
              summary: fill(t.feed.move, { number: row.number, customer: row.customerName }),
              location: [row.moveOutCity, row.moveInCity].filter(Boolean).join(' → ') || null,
              url: `${deps.publicUrl}/contracts/${row.id}`,
            },
          ]
        : [],
    ),
  ];
  return feedIcs({ name: fill(t.feed.name, { company: company.name }), timeZone: company.timeZone, events });
}
