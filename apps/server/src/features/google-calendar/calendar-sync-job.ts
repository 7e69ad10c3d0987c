import type { calendar_v3 } from '@googleapis/calendar';
import {
  CALENDAR_FEED_DAYS_AHEAD,
  CALENDAR_FEED_DAYS_BACK,
  CALENDAR_FEED_MAX_EVENTS,
  moveEnd,
  parseContractDetails,
} from '@maxer/domain';
import type { GoogleCalendarConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { CALENDAR_SYNC_JOB, type CalendarItem, type CalendarSyncJob } from '../../platform/calendar-sync.ts';
import type { JobKind, JobKindOptions, JobQueue } from '../../platform/jobs/queue.ts';
import { composeMail } from '../../platform/mail/compose/index.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { fill, texts } from '../../platform/texts.ts';
import { appointmentsBetween, findAppointment } from '../appointments/index.ts';
import { findContract, relocationsBetween } from '../contracts/index.ts';
import {
  companyAndOwners,
  deleteEventPlace,
  findConnection,
  findEventPlace,
  markBroken,
  putEventPlace,
  setTokens,
} from './google-calendar.repo.ts';
import { calendarApi, googleFailure, isBrokenGrant, oauthClient } from './google-client.ts';
import { openTokens, sealTokens } from './token-seal.ts';

/** After a (re)connection or a new selection: every appointment and move in the feed's window. */
export const CALENDAR_RESYNC_JOB = 'google-calendar.resync';
export const BROKEN_GRANT_MAIL = 'google-calendar-broken';

export interface CalendarJobDeps {
  db: Db;
  now: () => Date;
  jobs: JobQueue;
  mailer: Mailer;
  publicUrl: string;
  /** Null: the server has no Google client (any job queued before finds nothing to do). */
  google: GoogleCalendarConfig | null;
}

const SYNC_OPTIONS: JobKindOptions = {
  retryLimit: 8,
  retryDelaySeconds: 15,
  retryBackoff: true,
  retryDelayMaxSeconds: 60 * 60,
  expireInSeconds: 2 * 60,
  // One at a time in a process, so two changes of one item reach Google in order.
  concurrency: 1,
  // Not exclusive: a change while its item's job runs must get a job of its own.
  policy: 'standard',
};

const RESYNC_OPTIONS: JobKindOptions = { ...SYNC_OPTIONS, expireInSeconds: 15 * 60 };

const DAY_MS = 86_400_000;

/**
 * Google's event id for one of ours: base32hex (a–v, 0–9), so our uuid's hex digits behind a prefix
 * naming the source. The same item always has the same id: a retry after a timeout finds the event
 * it may have made (409) and updates it instead of making a second one.
 */
export function googleEventId(item: CalendarItem): string {
  return `${item.source === 'appointment' ? 'appt' : 'move'}${item.id.replaceAll('-', '').toLowerCase()}`;
}

/** The event's content as Google takes it, or null when the item is gone (or not for a calendar). */
async function eventOf(
  deps: CalendarJobDeps,
  companyId: string,
  item: CalendarItem,
  timeZone: string,
): Promise<calendar_v3.Schema$Event | null> {
  const t = texts('de', 'calendar');
  if (item.source === 'appointment') {
    const row = await findAppointment(deps.db, companyId, item.id);
    if (!row) return null;
    const kind = t.kinds[row.kind];
    const description = [
      row.contractNumber !== null ? fill(t.google.job, { number: row.contractNumber }) : null,
      // The company's own calendar: its people read the internal notes there as in Maxer (ADR 044).
      row.notes ? `${t.google.notes}: ${row.notes}` : null,
      fill(t.google.open, { url: `${deps.publicUrl}/appointments/${row.id}` }),
    ].filter(Boolean);
    return {
      summary: row.customerName ? `${kind}: ${row.customerName}` : kind,
      location: row.location ?? undefined,
      description: description.join('\n\n'),
      start: { dateTime: row.startsAt.toISOString(), timeZone },
      end: {
        dateTime: new Date(row.startsAt.getTime() + row.durationMinutes * 60_000).toISOString(),
        timeZone,
      },
      status: 'confirmed',
    };
  }
  const contract = await findContract(deps.db, companyId, item.id);
  if (!contract?.relocationStartAt || contract.archivedAt) return null;
  const details = parseContractDetails(contract.details);
  // As long as the calendar view and the ICS feed show it (domain job-window.ts).
  const end = moveEnd(
    contract.relocationStartAt,
    details.relocation?.expectedTime ?? null,
    details.relocation?.hours ?? null,
  );
  const place = (address: { zipCode?: string | null; city?: string | null } | null) =>
    address ? [address.zipCode, address.city].filter(Boolean).join(' ') : '';
  const from = place(details.moveOut);
  const to = place(details.moveIn);
  return {
    summary: fill(t.feed.move, { number: contract.number, customer: contract.customer.name }),
    location: [from, to].filter(Boolean).join(' → ') || undefined,
    description: fill(t.google.open, { url: `${deps.publicUrl}/contracts/${contract.id}` }),
    start: { dateTime: contract.relocationStartAt.toISOString(), timeZone },
    end: { dateTime: end.toISOString(), timeZone },
    status: 'confirmed',
  };
}

async function removeEvent(api: calendar_v3.Calendar, calendarId: string, eventId: string) {
  try {
    await api.events.delete({ calendarId, eventId });
  } catch (error) {
    // Already gone (deleted in Google, or never made): what we wanted.
    const { status } = googleFailure(error);
    if (status !== 404 && status !== 410) throw error;
  }
}

async function putEvent(
  api: calendar_v3.Calendar,
  calendarId: string,
  eventId: string,
  event: calendar_v3.Schema$Event,
) {
  try {
    await api.events.insert({ calendarId, requestBody: { id: eventId, ...event } });
  } catch (error) {
    if (googleFailure(error).status !== 409) throw error;
    // It exists (an earlier attempt made it, or an earlier change): replace its content.
    await api.events.update({ calendarId, eventId, requestBody: event });
  }
}

/** A connected company's OAuth client and API; null when there is nothing to sync with. */
async function connectedApi(deps: CalendarJobDeps, companyId: string) {
  const google = deps.google;
  if (!google) return null;
  const connection = await findConnection(deps.db, companyId);
  if (connection?.status !== 'connected' || !connection.tokens) return null;
  const tokens = openTokens(google.tokenKey, companyId, connection.tokens);
  if (!tokens) {
    // Sealed under another key: as good as no grant. The owner connects again.
    await brokenGrant(deps, companyId);
    return null;
  }
  const auth = await oauthClient(google, deps.publicUrl);
  auth.setCredentials(tokens);
  // A refreshed access token is kept for the next job (the refresh token stays as it was).
  auth.on('tokens', (fresh) => {
    const next = {
      refresh_token: fresh.refresh_token ?? tokens.refresh_token,
      access_token: fresh.access_token ?? null,
      expiry_date: fresh.expiry_date ?? null,
    };
    void setTokens(deps.db, companyId, sealTokens(google.tokenKey, companyId, next)).catch(() => {});
  });
  return { connection, auth, api: await calendarApi(google, auth) };
}

/** Bring one item to the calendar it belongs in (or out of it), where it is now. */
async function syncItem(
  deps: CalendarJobDeps,
  companyId: string,
  item: CalendarItem,
  api: calendar_v3.Calendar,
  selected: string | null,
  timeZone: string,
) {
  const eventId = googleEventId(item);
  const placed = await findEventPlace(deps.db, companyId, item.source, item.id);
  const event = selected ? await eventOf(deps, companyId, item, timeZone) : null;
  if (placed && placed !== (event ? selected : null)) {
    await removeEvent(api, placed, eventId);
    await deleteEventPlace(deps.db, companyId, item.source, item.id);
  }
  if (!event || !selected) {
    // Gone: also where it would be, in case its place was never recorded.
    if (!placed && selected) await removeEvent(api, selected, eventId);
    return;
  }
  // Recorded first: a delete that follows knows where to look even if this attempt fails half-way.
  await putEventPlace(deps.db, companyId, item.source, item.id, selected);
  await putEvent(api, selected, eventId, event);
}

/**
 * The grant no longer works: the connection is marked broken and the owner who connected it gets one
 * e-mail (every active owner when that person is no longer one).
 */
export async function brokenGrant(deps: CalendarJobDeps, companyId: string) {
  const connection = await findConnection(deps.db, companyId);
  await deps.db.transaction(async (tx) => {
    // Only the call that marks it broken mails: a second failing job finds it broken already.
    if (!(await markBroken(tx, companyId, deps.now()))) return;
    const { company, owners } = await companyAndOwners(tx, companyId);
    const connector = owners.filter((owner) => owner.id === connection?.connectedByUserId);
    for (const owner of connector.length > 0 ? connector : owners) {
      const t = texts(owner.language, 'calendar');
      const url = `${deps.publicUrl}${owner.language === 'en' ? '/en' : ''}/my-company/calendar`;
      await deps.mailer.enqueue(tx, {
        companyId,
        kind: BROKEN_GRANT_MAIL,
        to: owner.email,
        ...composeMail({
          subject: t.google.brokenSubject,
          blocks: [
            fill(t.google.brokenGreeting, { name: `${owner.firstName} ${owner.lastName}`.trim() }),
            fill(t.google.brokenText, {
              company: company?.name ?? '',
              account: connection?.accountEmail ?? '',
            }),
            fill(t.google.brokenAction, { url }),
            t.google.regards,
          ],
        }),
      });
    }
  });
}

/** Runs `work` against Google; a broken grant ends the job (no retry helps), other failures retry. */
async function withGoogle(
  deps: CalendarJobDeps,
  companyId: string,
  work: (google: NonNullable<Awaited<ReturnType<typeof connectedApi>>>, timeZone: string) => Promise<void>,
) {
  const google = await connectedApi(deps, companyId);
  if (!google) return 'not connected';
  const { company } = await companyAndOwners(deps.db, companyId);
  try {
    await work(google, company?.timeZone ?? 'Europe/Zurich');
    return 'synced';
  } catch (error) {
    if (!isBrokenGrant(error)) throw error;
    await brokenGrant(deps, companyId);
    return 'broken';
  }
}

function selectedFor(
  connection: { appointmentsCalendarId: string | null; contractsCalendarId: string | null },
  source: CalendarItem['source'],
) {
  return source === 'appointment' ? connection.appointmentsCalendarId : connection.contractsCalendarId;
}

export function calendarSyncJob(deps: CalendarJobDeps): JobKind<CalendarSyncJob, string> {
  return {
    name: CALENDAR_SYNC_JOB,
    options: SYNC_OPTIONS,
    run: ({ data }) =>
      withGoogle(deps, data.companyId, ({ connection, api }, timeZone) =>
        syncItem(deps, data.companyId, data, api, selectedFor(connection, data.source), timeZone),
      ),
  };
}

/** Every appointment and move of the window (as the ICS feed has them), one after the other. */
export function calendarResyncJob(deps: CalendarJobDeps): JobKind<{ companyId: string }, string> {
  return {
    name: CALENDAR_RESYNC_JOB,
    options: RESYNC_OPTIONS,
    run: ({ data }) =>
      withGoogle(deps, data.companyId, async ({ connection, api }, timeZone) => {
        const now = deps.now().getTime();
        const from = new Date(now - CALENDAR_FEED_DAYS_BACK * DAY_MS);
        const to = new Date(now + CALENDAR_FEED_DAYS_AHEAD * DAY_MS);
        const [appointments, moves] = await Promise.all([
          appointmentsBetween(deps.db, data.companyId, from, to, CALENDAR_FEED_MAX_EVENTS),
          relocationsBetween(deps.db, data.companyId, from, to, CALENDAR_FEED_MAX_EVENTS),
        ]);
        const items: CalendarItem[] = [
          ...appointments.map((row) => ({ source: 'appointment' as const, id: row.id })),
          ...moves.map((row) => ({ source: 'relocation' as const, id: row.id })),
        ];
        for (const item of items)
          await syncItem(deps, data.companyId, item, api, selectedFor(connection, item.source), timeZone);
      }),
  };
}

/** Queue the whole window's sync (after connecting or choosing calendars), inside `tx`. */
export function enqueueResync(jobs: JobQueue, tx: Db, companyId: string) {
  return jobs.enqueue(tx, CALENDAR_RESYNC_JOB, { companyId });
}
