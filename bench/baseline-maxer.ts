// Maxer's side of bare-baseline.ts: the real app, configured as the other list benches run it
// (bench-app.ts: no request logs, no job worker), in a process of its own so /proc tells its CPU
// time apart from the bare server's and the load generator's.
//
// Run by bare-baseline.ts as a child process (IPC channel): BASELINE_DATABASE_URL names the seeded
// database. It sends `{ port }` once listening and exits when its parent goes away.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { startBenchApp } from './bench-app.ts';

async function main() {
  const url = process.env.BASELINE_DATABASE_URL;
  if (!url) throw new Error('BASELINE_DATABASE_URL is not set');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-bench-baseline-'));
  const database = await openPostgres(url);
  const app = await startBenchApp({ dataDir, database, databaseUrl: url });
  const close = async () => {
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('SIGTERM', () => void close());
  process.once('SIGINT', () => void close());
  // The bench that started this process is gone (or let go of it): stop too.
  process.once('disconnect', () => void close());
  process.send?.({ port: Number(new URL(app.base).port) });
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
