// Time from starting `node apps/server/src/main.ts` to its first healthy answer, on an empty data
// directory (first start: create the embedded database, migrate, seed the demo data) and again on the
// now-seeded one (restart); each start is stopped with SIGTERM, and the data directory's lock file must
// be gone afterwards. STARTUP_RUNS pairs (default 5, each on a fresh directory) give the medians.
// Besides wall time it reads the server's CPU time (user + system, /proc/<pid>/stat) at the healthy
// answer: on a machine shared with other work the wall time grows with the load, the CPU time much less.
// A first start unpacks the migrated database template the installation keeps (ADR 061) once one start
// has made it; STARTUP_TEMPLATE=none removes it before every first start, measuring an installation's
// very first start (initdb and the migrations).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEMPLATE_CACHE_DIR } from '../apps/server/src/db/pglite-template.ts';
import { freePort, machineLine, numberFromEnv, repoRoot, sleep } from './helpers.ts';

const POLL_MS = 20;
const START_TIMEOUT_MS = 300_000;
/** STARTUP_STOP_TIMEOUT_MS: more room for a machine under heavy load (the checkpoint on stopping). */
const STOP_TIMEOUT_MS = numberFromEnv('STARTUP_STOP_TIMEOUT_MS', 20_000);

export interface StartRun {
  /** From spawn to the first 200 of /api/health. */
  healthyMs: number;
  /** The server's CPU time (user + system) at that answer; undefined where /proc is missing. */
  cpuMs: number | undefined;
  /** The 1-minute load average when the start began. */
  load: number;
  /** From SIGTERM to the process's exit. */
  shutdownMs: number;
  exitCode: number | null;
  lockReleased: boolean;
}

/** Medians over the runs (exit code: the first non-zero one; lock: released after every run). */
export interface StartupTime {
  empty: StartRun;
  seeded: StartRun;
  runs: { empty: StartRun[]; seeded: StartRun[] };
}

/** The CPU time a process has used so far, from /proc/<pid>/stat (Linux); clock ticks of 10 ms. */
function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function medianRun(runs: StartRun[]): StartRun {
  const cpu = runs.map((run) => run.cpuMs).filter((value) => value !== undefined);
  return {
    healthyMs: median(runs.map((run) => run.healthyMs)),
    cpuMs: cpu.length === runs.length ? median(cpu) : undefined,
    load: median(runs.map((run) => run.load)),
    shutdownMs: median(runs.map((run) => run.shutdownMs)),
    exitCode: runs.find((run) => run.exitCode !== 0)?.exitCode ?? 0,
    lockReleased: runs.every((run) => run.lockReleased),
  };
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
  const load = os.loadavg()[0] ?? 0;
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
    let cpuMs: number | undefined;
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
        if (response.status === 200) {
          healthyMs = performance.now() - started;
          cpuMs = cpuMsOf(child.pid);
        }
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
      cpuMs,
      load,
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

export async function runStartupTime(runCount = numberFromEnv('STARTUP_RUNS', 5)): Promise<StartupTime> {
  const runs: StartupTime['runs'] = { empty: [], seeded: [] };
  for (let run = 0; run < runCount; run++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-bench-start-'));
    try {
      if (process.env.STARTUP_TEMPLATE === 'none')
        fs.rmSync(TEMPLATE_CACHE_DIR, { recursive: true, force: true });
      runs.empty.push(await startAndStop(dataDir));
      runs.seeded.push(await startAndStop(dataDir));
      // Each pair as it ends, so a long run under load shows its progress.
      const shown = (one: StartRun) =>
        `${Math.round(one.healthyMs)}/${one.cpuMs ?? '?'} ms @ ${one.load.toFixed(1)}`;
      console.error(
        `run ${run + 1}: first start ${shown(runs.empty.at(-1)!)}, restart ${shown(runs.seeded.at(-1)!)}`,
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return { empty: medianRun(runs.empty), seeded: medianRun(runs.seeded), runs };
}

export function startupProblems(result: StartupTime): string[] {
  const problems: string[] = [];
  for (const [name, run] of [
    ['empty', result.empty],
    ['seeded', result.seeded],
  ] as const) {
    if (run.exitCode !== 0) problems.push(`${name} start: exit code ${run.exitCode} after SIGTERM`);
    if (!run.lockReleased) problems.push(`${name} start: maxer.lock was left behind`);
  }
  return problems;
}

export function describeStartupTime(result: StartupTime): string {
  const cpu = (run: StartRun) => (run.cpuMs === undefined ? '?' : `${Math.round(run.cpuMs)}`);
  const line = (name: string, run: StartRun, all: StartRun[]) =>
    `${name} (median of ${all.length}): healthy after ${Math.round(run.healthyMs)} ms wall, ${cpu(run)} ms CPU; ` +
    `SIGTERM → exit ${Math.round(run.shutdownMs)} ms (code ${run.exitCode}); ` +
    `lock file ${run.lockReleased ? 'removed' : 'LEFT BEHIND'}\n` +
    `  runs (wall/CPU ms @ load): ${all.map((one) => `${Math.round(one.healthyMs)}/${cpu(one)} @ ${one.load.toFixed(1)}`).join(', ')}`;
  return [
    line('first start, empty data directory', result.empty, result.runs.empty),
    line('restart, seeded data directory', result.seeded, result.runs.seeded),
  ].join('\n');
}

if (import.meta.main) {
  console.log(machineLine());
  const result = await runStartupTime();
  console.log(describeStartupTime(result));
  const problems = startupProblems(result);
  for (const problem of problems) console.error(problem);
  process.exit(problems.length > 0 ? 1 : 0);
}
