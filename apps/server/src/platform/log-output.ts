import { createRequire } from 'node:module';
import pino from 'pino';

/** What pino writes its log lines to (one JSON line a call). */
export type LogDestination = { write(line: string): void };

/**
 * Where the server's logs go, chosen once when the logger is made: a person at a terminal gets
 * readable lines (pino-pretty: time, level, message, fields); anything else (a log collector, a pipe,
 * a file, CI) gets pino's JSON lines, untouched, written asynchronously (`jsonLogDestination`).
 *
 * At a terminal a synchronous formatter rather than pino-pretty's transport stream or worker thread:
 * each line is written before pino returns, so the last lines before `process.exit` (a failed
 * shutdown) still show.
 */
export function logDestinationFor(out: NodeJS.WriteStream, fd = 1): LogDestination {
  if (!out.isTTY) return jsonLogDestination(fd);
  // A request's line says it all in its message (request-log.ts); its fields stay in the JSON logs.
  // Required here, not imported at the top: only a terminal needs it, and it costs a start ~70 ms (ADR 063).
  const { prettyFactory } = createRequire(import.meta.url)('pino-pretty') as typeof import('pino-pretty');
  const pretty = prettyFactory({
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,reqId,req,res,responseTime,user,company',
  });
  return { write: (line) => void out.write(pretty(line)) };
}

const destinations = new Map<number, ReturnType<typeof pino.destination>>();

/**
 * JSON lines to a file descriptor, written asynchronously (ADR 060): a request's line is handed to
 * the operating system after the answer, together with the lines of other requests, instead of one
 * blocking write each. What is still buffered is written when the process exits.
 */
export function jsonLogDestination(
  fd: number,
): LogDestination & { flushSync(): void; flush(done?: (error?: Error) => void): void } {
  // One per descriptor and process, however many apps are built (tests build many).
  const known = destinations.get(fd);
  if (known) return known;
  const destination = pino.destination({ dest: fd, sync: false });
  destinations.set(fd, destination);
  process.once('exit', () => {
    try {
      destination.flushSync();
    } catch {
      // Nothing more can be done for the log while exiting.
    }
  });
  return destination;
}
