import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { invitationIcs } from './ics.ts';

const ZONE = 'Europe/Zurich';
// 25 October 2026: summer time ends in Zürich at 03:00. A move at 08:00 that day is 07:00 UTC; the
// day before, 08:00 was 06:00 UTC.
const DAY_OF_CHANGE = new Date('2026-10-25T07:00:00Z');
const DAY_BEFORE = new Date('2026-10-24T06:00:00Z');

function invitation(method: 'REQUEST' | 'CANCEL', start: Date, sequence = 0) {
  return invitationIcs({
    method,
    timeZone: ZONE,
    organizer: { name: 'Muster Umzüge AG', email: 'info@muster-umzuege.ch' },
    attendees: [{ name: 'Erika Muster', email: 'erika@example.com' }],
    event: {
      uid: 'a1b2c3d4-0000-4000-8000-000000000001@maxer',
      sequence,
      start,
      end: new Date(start.getTime() + 90 * 60_000),
      summary: 'Besichtigung: Erika Muster',
      description: 'Bitte Zugang zum Keller bereithalten.',
      location: 'Bahnhofstrasse 1, 8001 Zürich',
    },
  });
}

/** The one event of an .ics, read back by an independent parser (node-ical). */
function eventOf(text: string) {
  const parsed = ical.sync.parseICS(text);
  const events = Object.values(parsed).filter((component) => component?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  return events[0] as VEvent;
}

describe('calendar invitations', () => {
  it('write local times in the company zone with its VTIMEZONE, right on both sides of a summer-time change', () => {
    for (const start of [DAY_BEFORE, DAY_OF_CHANGE]) {
      const text = invitation('REQUEST', start);
      expect(text).toContain('METHOD:REQUEST');
      expect(text).toContain('BEGIN:VTIMEZONE');
      expect(text).toContain('TZID:Europe/Zurich');
      // 08:00 local on both days, whatever the offset.
      expect(text).toMatch(/DTSTART;TZID=Europe\/Zurich:2026102[45]T080000/);
      const event = eventOf(text);
      expect(event.start.getTime()).toBe(start.getTime());
      expect(event.end?.getTime()).toBe(start.getTime() + 90 * 60_000);
      expect(event.uid).toBe('a1b2c3d4-0000-4000-8000-000000000001@maxer');
      expect(event.summary).toBe('Besichtigung: Erika Muster');
      expect(event.location).toBe('Bahnhofstrasse 1, 8001 Zürich');
    }
  });

  it('names the organiser and the attendee, and cancels with the same UID and a higher SEQUENCE', () => {
    // Long lines are folded (RFC 5545 3.1): read them unfolded.
    const request = invitation('REQUEST', DAY_BEFORE, 2).replace(/\r?\n[ \t]/g, '');
    expect(request).toMatch(/ORGANIZER;CN="Muster Umzüge AG":mailto:info@muster-umzuege\.ch/);
    expect(request).toMatch(/ATTENDEE;[^\r\n]*CN="Erika Muster"[^\r\n]*:MAILTO:erika@example\.com/i);
    expect(String(eventOf(request).sequence)).toBe('2');

    const cancel = invitation('CANCEL', DAY_BEFORE, 3);
    expect(cancel).toContain('METHOD:CANCEL');
    const cancelled = eventOf(cancel);
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.uid).toBe('a1b2c3d4-0000-4000-8000-000000000001@maxer');
    expect(String(cancelled.sequence)).toBe('3');
  });
});
