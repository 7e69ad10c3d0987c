import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-main-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function spawnServer(port: number) {
  const child = spawn(process.execPath, [path.resolve(import.meta.dirname, 'main.ts')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

async function start(port: number) {
  const { child, output } = spawnServer(port);
  // Bounded, but with room for a machine busy with other test files (one per core) at the same time.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { child, output };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy:\n${output()}`);
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('npm start on the embedded database', () => {
  it('seeds the demo, prints where to sign in, stops cleanly on SIGTERM and keeps its data', async () => {
    const port = await freePort();
    const first = await start(port);
    // The sign-in hints may reach the pipe a moment after the health check answers: wait for them
    // (bounded) rather than for a fixed time that a slow machine can overrun.
    await vi.waitFor(
      () => {
        expect(first.output()).toContain(`Company sign-in:  http://localhost:${port}/login.php`);
        expect(first.output()).toContain(`Platform admin:   http://admin.localhost:${port}/login.php`);
        expect(first.output()).toContain('owner@example.com');
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(fs.existsSync(path.join(dataDir, 'maxer.lock'))).toBe(true);

    const stopping = exited(first.child);
    first.child.kill('SIGTERM');
    expect(await stopping).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'maxer.lock'))).toBe(false);

    const second = await start(port);
    try {
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: `localhost:${port}` },
        body: JSON.stringify({ email: 'owner@example.com', password: 'maxer-demo' }),
      });
      expect(login.status).toBe(200);
      const { userInfo, accessToken } = (await login.json()) as {
        userInfo: { company: { name: string } };
        accessToken: string;
      };
      expect(userInfo.company.name).toBe('Muster Umzüge AG');

      // A second process on the same data directory is refused, and the running one is untouched: the
      // lock is taken before the database opens, though it opens while the modules load (ADR 066).
      const intruder = spawnServer(await freePort());
      expect(await exited(intruder.child)).toBe(1);
      expect(intruder.output()).toContain(`Another Maxer process (pid ${second.child.pid})`);
      expect(fs.readFileSync(path.join(dataDir, 'maxer.lock'), 'utf8')).toBe(String(second.child.pid));
      // The first document after a start loads the PDF packages then (ADR 063).
      const headers = { authorization: `Bearer ${accessToken}`, host: `localhost:${port}` };
      const list = await fetch(`http://127.0.0.1:${port}/api/contracts`, { headers });
      const contracts = (await list.json()) as { items: { _id: string }[] };
      const pdf = await fetch(`http://127.0.0.1:${port}/api/contracts/${contracts.items[0]!._id}/pdf`, {
        headers,
      });
      expect(pdf.status).toBe(200);
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
    } finally {
      const done = exited(second.child);
      second.child.kill('SIGINT');
      expect(await done).toBe(0);
    }
  }, 150_000);
});
