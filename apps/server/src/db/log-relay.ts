/** What the database layer logs with; the app's pino logger (Fastify's `app.log`) is one. */
export interface DbLog {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** Records kept while no logger is attached: enough for start-up, bounded if none ever is (a script). */
const WAITING_LIMIT = 100;

/**
 * The database is opened before the app whose logger it should write to (main.ts). A relay takes
 * the database's records from the start (a list pool that fell back at opening, a dropped
 * connection) and writes them to the app's logger once `attach` is called, the waiting ones first.
 */
export function logRelay(): DbLog & { attach(log: DbLog): void } {
  let target: DbLog | null = null;
  const waiting: { level: keyof DbLog; fields: object; message: string }[] = [];
  const write = (level: keyof DbLog) => (fields: object, message: string) => {
    if (target) target[level](fields, message);
    else if (waiting.length < WAITING_LIMIT) waiting.push({ level, fields, message });
  };
  return {
    warn: write('warn'),
    error: write('error'),
    attach(log) {
      target = log;
      for (const record of waiting.splice(0)) log[record.level](record.fields, record.message);
    },
  };
}
