import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';

/** One event of an invitation or a feed: our id is its UID, so every calendar keeps one copy of it. */
export interface CalendarEvent {
  uid: string;
  /** Raised on every change sent out (RFC 5546): a calendar replaces its copy with a higher one. */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
}

export interface Invitation {
  /** REQUEST: add or update the event; CANCEL: remove it. */
  method: 'REQUEST' | 'CANCEL';
  event: CalendarEvent;
  /** The company's zone: the times are written in it, with its VTIMEZONE, as calendars expect. */
  timeZone: string;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
}

const PRODUCT_ID = { company: 'Maxer', product: 'Maxer', language: 'DE' };

/**
 * An iTIP invitation (`text/calendar`, one VEVENT) for an e-mail: what Outlook, Apple Calendar and
 * Gmail offer to add, update or remove. Written with ical-generator; the zone's VTIMEZONE from
 * @touch4it/ical-timezones.
 */
export function invitationIcs(invitation: Invitation): string {
  const calendar = ical({
    prodId: PRODUCT_ID,
    method: invitation.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.timezone({ name: invitation.timeZone, generator: getVtimezoneComponent });
  const { event } = invitation;
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    // Times in the zone (TZDate): written as local times with TZID, so a move at 08:00 stays at 08:00
    // across a change of summer time.
    start: new TZDate(event.start.getTime(), invitation.timeZone),
    end: new TZDate(event.end.getTime(), invitation.timeZone),
    timezone: invitation.timeZone,
    summary: event.summary,
    description: event.description ?? null,
    location: event.location ?? null,
    url: event.url ?? null,
    status: invitation.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: invitation.organizer,
    attendees: invitation.attendees.map((attendee) => ({
      name: attendee.name,
      email: attendee.email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: invitation.method === 'REQUEST',
    })),
  });
  return calendar.toString();
}

/**
 * A subscribed calendar (METHOD:PUBLISH): every event in the zone with its VTIMEZONE, no attendees.
 * Calendar apps fetch it again now and then and replace what they had by UID.
 */
export function feedIcs(feed: { name: string; timeZone: string; events: readonly CalendarEvent[] }): string {
  const calendar = ical({
    prodId: PRODUCT_ID,
    name: feed.name,
    method: ICalCalendarMethod.PUBLISH,
    // How often a subscriber should look again (Outlook and Apple read it).
    ttl: 60 * 60,
  });
  calendar.timezone({ name: feed.timeZone, generator: getVtimezoneComponent });
  for (const event of feed.events) {
    calendar.createEvent({
      id: event.uid,
      sequence: event.sequence,
      start: new TZDate(event.start.getTime(), feed.timeZone),
      end: new TZDate(event.end.getTime(), feed.timeZone),
      timezone: feed.timeZone,
      summary: event.summary,
      description: event.description ?? null,
      location: event.location ?? null,
      url: event.url ?? null,
    });
  }
  return calendar.toString();
}
