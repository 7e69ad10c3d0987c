import { prettyFactory } from 'pino-pretty';

/** What pino writes its log lines to (one JSON line a call). */
export type LogDestination = { write(line: string): void };

/**
 * Where the server's logs go, chosen once when the logger is made: a person at a terminal gets
 * readable lines (pino-pretty: time, level, message, fields); anything else (a log collector, a pipe,
 * a file, CI, tests) gets pino's JSON lines, untouched. Undefined means pino's default, JSON to stdout.
 *
 * A synchronous formatter rather than pino-pretty's transport stream or worker thread: each line is
 * written before pino returns, so the last lines before `process.exit` (a failed shutdown) still show.
 */
export function terminalLogDestination(out: NodeJS.WriteStream): LogDestination | undefined {
  if (!out.isTTY) return undefined;
  // A request's line says it all in its message (request-log.ts); its fields stay in the JSON logs.
  const pretty = prettyFactory({
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
  });
  return { write: (line) => void out.write(pretty(line)) };
}
