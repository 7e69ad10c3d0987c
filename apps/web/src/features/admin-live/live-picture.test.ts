import type { AdminLiveEvent, AdminLiveHour } from '@maxer/domain';
import { describe, expect, it } from 'vitest';
import { applyPresence, countEvent, type LivePicture } from './live-picture.ts';

const HOUR_MS = 60 * 60 * 1000;
const START = Date.parse('2026-11-26T00:00:00.000Z');

function hour(index: number, signIn = 0): AdminLiveHour {
  return {
    hour: new Date(START + index * HOUR_MS).toISOString(),
    signIn,
    offerSent: 0,
    offerAccepted: 0,
    offerRejected: 0,
    invoicePaid: 0,
    companyCreated: 0,
  };
}

const picture: LivePicture = {
  online: [
    { company: { _id: 'c1', name: 'Alpen AG' }, users: [{ _id: 'u1', name: 'Anna', connections: 1 }] },
  ],
  hours: Array.from({ length: 24 }, (_, index) => hour(index, index === 23 ? 4 : 1)),
};

const signInAt = (at: number): AdminLiveEvent => ({
  kind: 'signIn',
  at: new Date(at).toISOString(),
  company: { _id: 'c1', name: 'Alpen AG' },
  user: { _id: 'u1', name: 'Anna' },
  number: null,
});

describe('the live picture', () => {
  it('counts an event in its hour', () => {
    const next = countEvent(picture, signInAt(START + 23 * HOUR_MS + 5 * 60_000));
    expect(next.hours.at(-1)?.signIn).toBe(5);
    expect(next.hours).toHaveLength(24);
  });

  it('rolls the 24 hours on when an event starts a new hour, the oldest dropping out', () => {
    const next = countEvent(picture, signInAt(START + 25 * HOUR_MS + 60_000));
    expect(next.hours).toHaveLength(24);
    expect(next.hours[0]?.hour).toBe(hour(2).hour);
    expect(next.hours.at(-2)).toEqual(hour(24));
    expect(next.hours.at(-1)).toEqual({ ...hour(25), signIn: 1 });
  });

  it('follows a user’s open pages, and knows no name it was not told', () => {
    const more = applyPresence(picture, { companyId: 'c1', userId: 'u1', connections: 3 }, new Map());
    expect(more?.online[0]?.users).toEqual([{ _id: 'u1', name: 'Anna', connections: 3 }]);
    const gone = applyPresence(picture, { companyId: 'c1', userId: 'u1', connections: 0 }, new Map());
    expect(gone?.online).toEqual([]);
    expect(applyPresence(picture, { companyId: 'c2', userId: 'u2', connections: 1 }, new Map())).toBeNull();
    const named = applyPresence(
      picture,
      { companyId: 'c2', userId: 'u2', connections: 1 },
      new Map([
        ['c2', 'Bodensee GmbH'],
        ['u2', 'Beat'],
      ]),
    );
    expect(named?.online.map((entry) => entry.company.name)).toEqual(['Alpen AG', 'Bodensee GmbH']);
  });
});
