import { describe, expect, it } from 'vitest';
import {
  cleaningWindow,
  dispatchRange,
  dispatchSummary,
  dispatchWarnings,
  type PlannedItem,
  relocationWindow,
} from './dispatch-plan.ts';

const ZURICH = 'Europe/Zurich';

function item(key: string, startsAt: string, endsAt: string, extra: Partial<PlannedItem> = {}): PlannedItem {
  return {
    key,
    startsAt: new Date(startsAt),
    endsAt: new Date(endsAt),
    userIds: [],
    vehicleIds: [],
    plannedWorkers: null,
    plannedVehicles: 0,
    ...extra,
  };
}

describe('a job’s time window', () => {
  it('is a move’s expected hours, else its hours, else four hours', () => {
    const start = '2027-03-15T07:00:00.000Z';
    expect(relocationWindow(start, { hours: 5, expectedTime: 7 }).endsAt.toISOString()).toBe(
      '2027-03-15T14:00:00.000Z',
    );
    expect(relocationWindow(start, { hours: 5, expectedTime: null }).endsAt.toISOString()).toBe(
      '2027-03-15T12:00:00.000Z',
    );
    expect(relocationWindow(start, null).endsAt.toISOString()).toBe('2027-03-15T11:00:00.000Z');
    expect(relocationWindow(start, { hours: 0 }).endsAt.toISOString()).toBe('2027-03-15T11:00:00.000Z');
  });

  it('is a cleaning’s start to end, else four hours', () => {
    const start = '2027-03-16T08:00:00.000Z';
    expect(cleaningWindow(start, '2027-03-16T16:00:00.000Z').endsAt.toISOString()).toBe(
      '2027-03-16T16:00:00.000Z',
    );
    expect(cleaningWindow(start, null).endsAt.toISOString()).toBe('2027-03-16T12:00:00.000Z');
    // An end before the start is a typing slip, not a job of negative length.
    expect(cleaningWindow(start, '2027-03-16T07:00:00.000Z').endsAt.toISOString()).toBe(
      '2027-03-16T12:00:00.000Z',
    );
  });
});

describe('double bookings', () => {
  it('warn both items about a person on two at the same time, naming the other', () => {
    const warnings = dispatchWarnings([
      item('relocation:a', '2027-03-15T07:00:00Z', '2027-03-15T12:00:00Z', { userIds: ['anna'] }),
      item('appointment:b', '2027-03-15T11:00:00Z', '2027-03-15T12:00:00Z', { userIds: ['anna', 'ben'] }),
      item('cleaning:c', '2027-03-15T11:30:00Z', '2027-03-15T13:00:00Z', { userIds: ['ben'] }),
    ]);
    expect(warnings.get('relocation:a')).toEqual([
      {
        code: 'personDoubleBooked',
        resourceId: 'anna',
        otherKey: 'appointment:b',
        planned: null,
        assigned: null,
      },
    ]);
    expect(warnings.get('appointment:b')?.map((w) => [w.resourceId, w.otherKey])).toEqual([
      ['anna', 'relocation:a'],
      ['ben', 'cleaning:c'],
    ]);
    expect(warnings.get('cleaning:c')?.map((w) => [w.resourceId, w.otherKey])).toEqual([
      ['ben', 'appointment:b'],
    ]);
  });

  it('do not count items that only touch: one ends as the next starts', () => {
    const warnings = dispatchWarnings([
      item('a', '2027-03-15T07:00:00Z', '2027-03-15T11:00:00Z', { userIds: ['anna'], vehicleIds: ['van'] }),
      item('b', '2027-03-15T11:00:00Z', '2027-03-15T13:00:00Z', { userIds: ['anna'], vehicleIds: ['van'] }),
    ]);
    expect(warnings.get('a')).toEqual([]);
    expect(warnings.get('b')).toEqual([]);
  });

  it('count a minute of overlap, and a vehicle as well as a person', () => {
    const warnings = dispatchWarnings([
      item('a', '2027-03-15T07:00:00Z', '2027-03-15T11:01:00Z', { vehicleIds: ['van'] }),
      item('b', '2027-03-15T11:00:00Z', '2027-03-15T13:00:00Z', { vehicleIds: ['van'] }),
    ]);
    expect(warnings.get('a')).toEqual([
      { code: 'vehicleDoubleBooked', resourceId: 'van', otherKey: 'b', planned: null, assigned: null },
    ]);
  });

  it('find a night job across midnight overlapping the next morning’s, and one long job enclosing two', () => {
    const warnings = dispatchWarnings([
      // 22:00 to 02:00 in Zürich (winter: UTC+1).
      item('night', '2027-01-14T21:00:00Z', '2027-01-15T01:00:00Z', { userIds: ['anna'] }),
      item('early', '2027-01-15T00:30:00Z', '2027-01-15T03:00:00Z', { userIds: ['anna'] }),
      item('long', '2027-01-14T20:00:00Z', '2027-01-15T10:00:00Z', { userIds: ['anna'] }),
    ]);
    expect(
      warnings
        .get('night')
        ?.map((w) => w.otherKey)
        .sort(),
    ).toEqual(['early', 'long']);
    expect(
      warnings
        .get('early')
        ?.map((w) => w.otherKey)
        .sort(),
    ).toEqual(['long', 'night']);
    expect(
      warnings
        .get('long')
        ?.map((w) => w.otherKey)
        .sort(),
    ).toEqual(['early', 'night']);
  });
});

describe('plans', () => {
  it('warn when fewer workers or vehicles are assigned than planned, never when enough', () => {
    const warnings = dispatchWarnings([
      item('short', '2027-03-15T07:00:00Z', '2027-03-15T11:00:00Z', {
        userIds: ['anna'],
        plannedWorkers: 3,
        plannedVehicles: 2,
        vehicleIds: ['van'],
      }),
      item('enough', '2027-03-16T07:00:00Z', '2027-03-16T11:00:00Z', {
        userIds: ['anna', 'ben'],
        plannedWorkers: 2,
        plannedVehicles: 0,
      }),
      item('no plan', '2027-03-17T07:00:00Z', '2027-03-17T11:00:00Z'),
    ]);
    expect(warnings.get('short')).toEqual([
      { code: 'fewerWorkers', resourceId: null, otherKey: null, planned: 3, assigned: 1 },
      { code: 'fewerVehicles', resourceId: null, otherKey: null, planned: 2, assigned: 1 },
    ]);
    expect(warnings.get('enough')).toEqual([]);
    expect(warnings.get('no plan')).toEqual([]);
  });

  it('sum up in the board’s summary', () => {
    const warnings = dispatchWarnings([
      item('a', '2027-03-15T07:00:00Z', '2027-03-15T11:00:00Z', { userIds: ['anna'], plannedWorkers: 2 }),
      item('b', '2027-03-15T08:00:00Z', '2027-03-15T09:00:00Z', { userIds: ['anna'] }),
      item('c', '2027-03-16T08:00:00Z', '2027-03-16T09:00:00Z'),
    ]);
    const summary = dispatchSummary([...warnings.values()].map((list) => ({ warnings: list })));
    expect(summary).toEqual({ items: 3, withWarnings: 2, doubleBookings: 2, understaffed: 1 });
  });
});

describe('the board’s range in the company’s zone', () => {
  it('is a day from local midnight to local midnight', () => {
    const range = dispatchRange('day', '2027-01-15', ZURICH);
    expect(range.from.toISOString()).toBe('2027-01-14T23:00:00.000Z');
    expect(range.to.toISOString()).toBe('2027-01-15T23:00:00.000Z');
    expect(range.days).toEqual(['2027-01-15']);
  });

  it('is a week from Monday, 23 hours on the day summer time begins', () => {
    // Thursday 2027-04-01; summer time began on Sunday 2027-03-28.
    const range = dispatchRange('week', '2027-04-01', ZURICH);
    expect(range.days[0]).toBe('2027-03-29');
    const spring = dispatchRange('day', '2027-03-28', ZURICH);
    expect((spring.to.getTime() - spring.from.getTime()) / 3_600_000).toBe(23);
    expect(spring.from.toISOString()).toBe('2027-03-27T23:00:00.000Z');
    expect(range.from.toISOString()).toBe('2027-03-28T22:00:00.000Z');
    expect(range.to.toISOString()).toBe('2027-04-04T22:00:00.000Z');
    // A Sunday belongs to the week before.
    expect(dispatchRange('week', '2027-04-04', ZURICH).days[0]).toBe('2027-03-29');
  });

  it('holds a job at 23:30 Zürich time and not one at 00:30 the next day, whatever day UTC says', () => {
    // 23:30 on 15 January in Zürich is 22:30 UTC the same day; 00:30 on the 16th is 23:30 UTC on the 15th.
    const day = dispatchRange('day', '2027-01-15', ZURICH);
    const lateJob = new Date('2027-01-15T22:30:00Z');
    const nextMorning = new Date('2027-01-15T23:30:00Z');
    expect(lateJob >= day.from && lateJob < day.to).toBe(true);
    expect(nextMorning >= day.from && nextMorning < day.to).toBe(false);
  });
});
