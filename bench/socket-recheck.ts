// What re-checking open real-time connections costs: 1,000 sockets (1,000 users' sessions in 10
// companies) connected to one instance, then the instance's periodic re-check (one query for all of
// them, then a pass over the sockets) timed on the embedded database (PGlite) and on PostgreSQL.
// The real handshake and re-check modules run on a socket.io server in this process (loopback only).
//
//   npx node bench/socket-recheck.ts
//
// BENCH_SOCKETS       connections (default 1000)
// BENCH_POSTGRES_URL  a maintenance database on the PostgreSQL server, loopback only
//                     (default postgres://postgres@127.0.0.1:5432/postgres)
// BENCH_DATABASES     which databases to measure (default "pglite,postgres")
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SOCKET } from '@maxer/domain';
import { inArray } from 'drizzle-orm';
import pino from 'pino';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { companies, packages, sessions, users } from '../apps/server/src/db/schema/index.ts';
import { liveSessionIds } from '../apps/server/src/platform/auth/session-store.ts';
import { hashToken, newSessionToken } from '../apps/server/src/platform/auth/tokens.ts';
import { authenticateSocket } from '../apps/server/src/platform/realtime/handshake.ts';
import { startSessionRecheck } from '../apps/server/src/platform/realtime/session-recheck.ts';
import { createPostgresDatabase, DEFAULT_POSTGRES_URL, dropDatabase } from './bench-postgres.ts';
import { machineLine, numberFromEnv, table } from './helpers.ts';

const SOCKETS = numberFromEnv('BENCH_SOCKETS', 1000);
const ROUNDS = 20;

/** `count` users in 10 companies, each with one live session; answers their tokens. */
async function seedSessions(database: Database, count: number): Promise<string[]> {
  const db = database.db;
  const [pkg] = await db.insert(packages).values({ name: 'Bench', priceCents: 1000 }).returning();
  const companyRows = await db
    .insert(companies)
    .values(Array.from({ length: 10 }, (_, k) => ({ name: `Bench ${k} AG`, packageId: pkg!.id })))
    .returning({ id: companies.id });
  const userRows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, k) => ({
        companyId: companyRows[k % companyRows.length]!.id,
        firstName: 'Bench',
        lastName: `User ${k}`,
        email: `bench-${k}@example.com`,
        username: `bench-${k}`,
        role: 'USER' as const,
        passwordHash: 'not-a-hash',
      })),
    )
    .returning({ id: users.id, companyId: users.companyId });
  const tokens = userRows.map(() => newSessionToken());
  await db.insert(sessions).values(
    userRows.map((user, k) => ({
      tokenHash: hashToken(tokens[k]!),
      companyId: user.companyId,
      userId: user.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    })),
  );
  return tokens;
}

function opened(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function runOn(kind: 'pglite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-bench-recheck-'));
  const adminUrl = process.env.BENCH_POSTGRES_URL || DEFAULT_POSTGRES_URL;
  const created = kind === 'postgres' ? await createPostgresDatabase(adminUrl) : undefined;
  const database = created ? await openPostgres(created.url) : await openPglite(dataDir);
  const server = http.createServer();
  const io = new Server(server, { path: SOCKET.path, transports: ['websocket'], serveClient: false });
  const clients: Socket[] = [];
  try {
    await migrate(database);
    const tokens = await seedSessions(database, SOCKETS);
    const now = () => new Date();
    io.use(
      authenticateSocket({
        db: database.db,
        now,
        sideOf: () => 'company',
        clientIpOf: (request) => request.socket.remoteAddress ?? '',
      }),
    );
    // The interval never fires here: the bench calls the re-check itself.
    const recheck = startSessionRecheck({
      io,
      db: database.db,
      now,
      intervalMs: 2 ** 30,
      log: pino({ level: 'silent' }),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (let start = 0; start < tokens.length; start += 50) {
      const batch = tokens.slice(start, start + 50).map((token) =>
        connect(address, {
          path: SOCKET.path,
          transports: ['websocket'],
          auth: { token },
          reconnection: false,
          forceNew: true,
        }),
      );
      clients.push(...batch);
      await Promise.all(batch.map(opened));
    }

    const ids = [...io.of('/').sockets.values()].map(
      (socket) => (socket.data as { sessionId: string }).sessionId,
    );
    const queryMs: number[] = [];
    const recheckMs: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      let start = performance.now();
      const live = await liveSessionIds(database.db, ids, now());
      queryMs.push(performance.now() - start);
      if (live.length !== ids.length) throw new Error(`${live.length} of ${ids.length} sessions live`);
      start = performance.now();
      const result = await recheck.recheck();
      recheckMs.push(performance.now() - start);
      if (result.checked !== SOCKETS || result.disconnected !== 0) throw new Error(JSON.stringify(result));
    }
    // A tenth of the sessions revoked behind the instance's back: the next re-check closes their sockets.
    await database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(inArray(sessions.id, ids.slice(0, SOCKETS / 10)));
    const start = performance.now();
    const ended = await recheck.recheck();
    const endMs = performance.now() - start;
    recheck.stop();
    return { kind, queryMs, recheckMs, endMs, ended };
  } finally {
    for (const client of clients) client.close();
    await io.close();
    await database.close();
    if (created) await dropDatabase(adminUrl, created.name);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const kinds = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const rows: string[][] = [];
for (const kind of kinds) {
  const run = await runOn(kind);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  rows.push([
    kind,
    String(SOCKETS),
    `${ms(median(run.queryMs))} (max ${ms(Math.max(...run.queryMs))})`,
    `${ms(median(run.recheckMs))} (max ${ms(Math.max(...run.recheckMs))})`,
    `${ms(run.endMs)}, ${run.ended.disconnected} closed`,
  ]);
}
console.log(machineLine());
console.log(
  table(
    [
      'database',
      'sockets',
      'the one query, median of 20',
      'whole re-check, median of 20',
      'with 10 % revoked',
    ],
    rows,
  ),
);
process.exit(0);
