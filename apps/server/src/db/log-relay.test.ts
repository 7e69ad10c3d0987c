import { describe, expect, it } from 'vitest';
import { logRelay } from './log-relay.ts';

/** A logger that keeps what it is given, in order. */
function keeper() {
  const lines: string[] = [];
  return {
    lines,
    warn: (fields: object, message: string) => lines.push(`warn ${message} ${JSON.stringify(fields)}`),
    error: (fields: object, message: string) => lines.push(`error ${message} ${JSON.stringify(fields)}`),
  };
}

describe("the database's records", () => {
  it('made before the app has a logger are written to it when it attaches, then each as it comes', () => {
    const relay = logRelay();
    relay.warn({ reason: 'plan_cache_mode is auto' }, 'List statements use the main database pool');
    relay.error({ code: 'ECONNRESET' }, 'PostgreSQL connection error');
    const log = keeper();
    relay.attach(log);
    relay.error({ code: '57P01' }, 'PostgreSQL connection error');
    expect(log.lines).toEqual([
      'warn List statements use the main database pool {"reason":"plan_cache_mode is auto"}',
      'error PostgreSQL connection error {"code":"ECONNRESET"}',
      'error PostgreSQL connection error {"code":"57P01"}',
    ]);
  });

  it('are kept only up to a bound while no logger ever attaches (a script)', () => {
    const relay = logRelay();
    for (let i = 0; i < 1000; i++) relay.error({ i }, 'PostgreSQL connection error');
    const log = keeper();
    relay.attach(log);
    expect(log.lines).toHaveLength(100);
  });
});
