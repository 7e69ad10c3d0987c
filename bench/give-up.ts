// For a bench run from the command line: stop after `timeoutMs` or on Ctrl-C, and drop the bench's
// PostgreSQL databases on the way out so none is left behind.
import { dropLeftoverDatabases } from './bench-postgres.ts';

export function giveUpAfter(name: string, timeoutMs: number): void {
  const giveUp = async (message: string, code: number) => {
    console.error(message);
    // Dropping the database ends this process's own connections to it: expected now, not a crash.
    process.on('uncaughtException', () => undefined);
    await dropLeftoverDatabases();
    process.exit(code);
  };
  setTimeout(() => void giveUp(`${name}: gave up after ${timeoutMs / 1000} s`, 1), timeoutMs).unref();
  process.once('SIGINT', () => void giveUp(`${name}: interrupted`, 130));
}
