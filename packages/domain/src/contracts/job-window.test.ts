import { describe, expect, it } from 'vitest';
import { cleaningEnd, moveEnd } from './job-window.ts';

const start = new Date('2026-03-28T22:00:00Z');

describe("a job's time in the calendar", () => {
  it('lasts the expected time of a move, else its estimated hours, else four hours', () => {
    expect(moveEnd(start, 7, 5).toISOString()).toBe('2026-03-29T05:00:00.000Z');
    expect(moveEnd(start, null, 5).toISOString()).toBe('2026-03-29T03:00:00.000Z');
    expect(moveEnd(start, 0, 2.5).toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(moveEnd(start, null, null).toISOString()).toBe('2026-03-29T02:00:00.000Z');
  });

  it('runs a cleaning to its end, or four hours when the end is missing or not after the start', () => {
    const end = new Date('2026-03-29T09:00:00Z');
    expect(cleaningEnd(start, end)).toEqual(end);
    expect(cleaningEnd(start, start).toISOString()).toBe('2026-03-29T02:00:00.000Z');
    expect(cleaningEnd(start, null).toISOString()).toBe('2026-03-29T02:00:00.000Z');
  });
});
