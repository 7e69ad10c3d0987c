// Time from starting `node apps/server/src/main.ts` to its first healthy answer, on an empty data
// directory (create the embedded database, migrate, seed the demo data) and again on the now-seeded
// one; each start is stopped with SIGTERM, and the data directory's lock file must be gone afterwards.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, repoRoot, sleep } from './helpers.ts';

const POLL_MS = 20;
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 20_000;

export interface StartRun {
  /** From spawn to the first 200 of /api/health. */
  healthyMs: number;
  /** From SIGTERM to the process's exit. */
  shutdownMs: number;
  exitCode: number | null;
  lockReleased: boolean;
}

export interface StartupTime {
  empty: StartRun;
  seeded: StartRun;
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function startAndStop(dataDir: string): Promise<StartRun> {
  const port = await freePort();
  // The embedded default: no PostgreSQL server, no Redis, whatever this shell has set.
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'PUBLIC_URL', 'SEED_DEMO', 'WEB_DIST_DIR'])
    delete env[name];
  env.LOG_LEVEL = 'warn';

  let output = '';
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exit = exited(child);

  try {
    let healthyMs: number | undefined;
    while (healthyMs === undefined) {
      if (child.exitCode !== null)
        throw new Error(`the server exited with code ${child.exitCode}:\n${output}`);
      if (performance.now() - started > START_TIMEOUT_MS) {
        throw new Error(`no healthy answer within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
      }
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
          signal: AbortSignal.timeout(1000),
        });
        if (response.status === 200) healthyMs = performance.now() - started;
        await response.body?.cancel();
      } catch {
        // Not listening yet.
      }
      if (healthyMs === undefined) await sleep(POLL_MS);
    }

    const stopping = performance.now();
    child.kill('SIGTERM');
    const exitCode = await Promise.race([exit, sleep(STOP_TIMEOUT_MS).then(() => 'timeout' as const)]);
    if (exitCode === 'timeout')
      throw new Error(`the server did not stop within ${STOP_TIMEOUT_MS / 1000} s after SIGTERM`);
    const shutdownMs = performance.now() - stopping;
    return {
      healthyMs,
      shutdownMs,
      exitCode,
      lockReleased: !fs.existsSync(path.join(dataDir, 'maxer.lock')),
    };
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exit;
    }
  }
}

export async function runStartupTime(): Promise<StartupTime> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-bench-start-'));
  try {
    const empty = await startAndStop(dataDir);
    const seeded = await startAndStop(dataDir);
    return { empty, seeded };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function startupProblems(result: StartupTime): string[] {
  const problems: string[] = [];
  for (const [name, run] of Object.entries(result)) {
    if (run.exitCode !== 0) problems.push(`${name} start: exit code ${run.exitCode} after SIGTERM`);
    if (!run.lockReleased) problems.push(`${name} start: maxer.lock was left behind`);
  }
  return problems;
}

export function describeStartupTime(result: StartupTime): string {
  const line = (name: string, run: StartRun) =>
    `${name}: healthy after ${Math.round(run.healthyMs)} ms; SIGTERM → exit ${Math.round(run.shutdownMs)} ms ` +
    `(code ${run.exitCode}); lock file ${run.lockReleased ? 'removed' : 'LEFT BEHIND'}`;
  return [line('empty data directory', result.empty), line('seeded data directory', result.seeded)].join(
    '\n',
  );
}

if (import.meta.main) {
  const result = await runStartupTime();
  console.log(describeStartupTime(result));
  const problems = startupProblems(result);
  for (const problem of problems) console.error(problem);
  process.exit(problems.length > 0 ? 1 : 0);
}
