import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The repository root (bench/ lives directly below it). */
export const repoRoot = path.resolve(import.meta.dirname, '..');

/** A port on the loopback interface that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A positive number from the environment, or the default. */
export function numberFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** One line about the machine, printed with every set of figures. */
export function machineLine(): string {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return (
    `Node ${process.versions.node}, ${cpus.length} CPU(s) (${cpus[0]?.model.trim() ?? 'unknown'}), ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, load average ${load} (other work skews the figures)`
  );
}

/** A plain-text table with aligned columns. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
}

/**
 * The real server (`apps/server/src/main.ts` of `root`) in a process of its own on a free port, on the
 * embedded database in `dataDir` with local files and no Redis, answering its health check; with the
 * demo company when `seedDemo`. Killed and refused when it does not answer within `timeoutMs`.
 */
export async function startServerProcess(
  dataDir: string,
  options: { root?: string; seedDemo: boolean; timeoutMs: number; pollMs: number },
): Promise<ServerProcess> {
  const root = options.root ?? repoRoot;
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'PUBLIC_URL', 'ADMIN_URL', 'WEB_DIST_DIR', 'S3_BUCKET'])
    delete env[name];
  env.LOG_LEVEL = 'warn';
  env.SEED_DEMO = String(options.seedDemo);
  const child = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://localhost:${port}`;
  for (
    const started = performance.now();
    performance.now() - started < options.timeoutMs;
    await sleep(options.pollMs)
  ) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { base, child };
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer within ${options.timeoutMs / 1000} s`);
}
