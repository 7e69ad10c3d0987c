// Maxer against a bare baseline (issue 21): the same routes answered by a plain Fastify + pg server
// (bare-server.ts) that runs the very statements Maxer runs — the same SQL text, statement names,
// parameters and pools — and answers byte-identical JSON. Whatever Maxer costs beyond it is Maxer's own
// work per request (hooks, authentication code, validation, drizzle, serialisation).
//
// One PostgreSQL database is seeded (companies, owners, customers and contracts, as customer-list.ts and
// contract-list.ts seed them). The statements are captured from the real app first (in this process,
// with a recording pg client: one request per route after a warm-up one); then Maxer and the bare
// server each run in a process of their own, and the load alternates between them route by route
// (Maxer, bare, Maxer, bare, …: same seconds, same connections), so the machine's other work falls on
// both alike. Per run: requests/s, p50, p99, the server process's CPU time per request (user + system
// of all its threads, /proc/<pid>/stat) and the PostgreSQL backends' (/proc as well). The ratios
// compare Maxer with the bare server: requests/s, and CPU per request (server + PostgreSQL).
//
//   npx node bench/bare-baseline.ts        (or: npm run bench:baseline -w @maxer/bench)
//
// BENCH_DURATION      seconds per run (default 8); BENCH_BASELINE_ROUNDS runs per server and route
//                     (default 2); BENCH_BASELINE_WARMUP seconds of unmeasured load first (default 2).
// BENCH_BASELINE_CONNECTIONS  concurrent connections (default 20).
// BENCH_BASELINE_COMPANIES, BENCH_CUSTOMERS, BENCH_CONTRACTS  the data (default 20 companies × 2,000
//                     customers × 1,000 contracts: per company as in customer-list and contract-list).
// BENCH_POSTGRES_URL  as in customer-list.ts (loopback only).
// BENCH_BASELINE_ROUTES  only the routes whose path contains one of these comma-separated texts
//                     (e.g. `contracts?q,/api/auth`); all of them by default.
// BENCH_BASELINE_PROFILE  a directory: both servers run with `--cpu-prof` and write their profiles there
//                     when they stop (for finding where Maxer's extra time goes; skews the figures a little,
//                     both sides alike).
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { type Db, listStatementsDb, openPostgres, rowsOf } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { findLiveSession } from '../apps/server/src/platform/auth/session-store.ts';
import { hashToken } from '../apps/server/src/platform/auth/tokens.ts';
import type { BarePlan, CapturedStatement, ParamTemplate } from './bare-server.ts';
import { signInOwner, startBenchApp } from './bench-app.ts';
import { createPostgresDatabase, DEFAULT_POSTGRES_URL, dropDatabase } from './bench-postgres.ts';
import { seedContracts } from './contract-list.ts';
import { giveUpAfter } from './give-up.ts';
import { machineLine, numberFromEnv, sleep, table } from './helpers.ts';
import { postgresBackendCpu } from './load-measure.ts';
import { ownerEmail, seed } from './seed-customers.ts';

export interface BaselineRoute {
  title: string;
  path: string;
  kind: 'auth' | 'customers' | 'contracts';
  /** Maxer's requests/s as a share of the bare server's that the issue asks for. */
  target: number;
}

const SEARCH = 'bern';
export const BASELINE_ROUTES: readonly BaselineRoute[] = [
  {
    title: 'customer list (page 1, 25 by name)',
    path: '/api/customers?page=1&pageSize=25&sort=lastName',
    kind: 'customers',
    target: 0.9,
  },
  {
    title: `customer search "${SEARCH}"`,
    path: `/api/customers?q=${SEARCH}&pageSize=25`,
    kind: 'customers',
    target: 0.9,
  },
  {
    title: 'contract list (page 1, by number)',
    path: '/api/contracts?page=1&pageSize=25',
    kind: 'contracts',
    target: 0.9,
  },
  {
    title: `contract search "${SEARCH}"`,
    path: `/api/contracts?q=${SEARCH}&pageSize=25`,
    kind: 'contracts',
    target: 0.9,
  },
  { title: 'GET /api/auth (signed-in owner)', path: '/api/auth', kind: 'auth', target: 0.85 },
];

type Side = 'maxer' | 'bare';

export interface BaselineRun {
  side: Side;
  round: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  serverCpuMsPerRequest: number;
  postgresCpuMsPerRequest: number;
  loadAverage: string;
}

export interface BaselineRouteResult {
  route: BaselineRoute;
  runs: BaselineRun[];
  /** Maxer's requests/s over the bare server's (all rounds). */
  throughputRatio: number;
  /** The bare server's CPU per request (server + PostgreSQL) over Maxer's: 1 is as cheap as bare. */
  cpuRatio: number;
}

export interface BareBaseline {
  companies: number;
  customersPerCompany: number;
  contractsPerCompany: number;
  connections: number;
  durationS: number;
  rounds: number;
  seedMs: number;
  results: BaselineRouteResult[];
}

/** CPU seconds so far of a process (all its threads), from /proc/<pid>/stat. */
function processCpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime (fields 14 and 15), in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Every statement the app's pools send while `work` runs, with the pool it went to. */
async function recording(
  db: Db,
  work: () => Promise<void>,
): Promise<{ name?: string; text: string; values: unknown[]; pool: 'main' | 'list' }[]> {
  type Client = { query: (...args: unknown[]) => unknown };
  const pools: [Client, 'main' | 'list'][] = [[(db as unknown as { $client: Client }).$client, 'main']];
  const listDb = listStatementsDb(db);
  if (listDb !== db) pools.push([(listDb as unknown as { $client: Client }).$client, 'list']);
  const statements: { name?: string; text: string; values: unknown[]; pool: 'main' | 'list' }[] = [];
  const originals = pools.map(([client, pool]) => {
    const original = client.query;
    client.query = function (this: unknown, config: unknown, values?: unknown, ...rest: unknown[]) {
      if (typeof config === 'object' && config && 'text' in config) {
        const c = config as { name?: string; text: string; values?: unknown[] };
        statements.push({
          name: c.name,
          text: c.text,
          values: (values as unknown[]) ?? c.values ?? [],
          pool,
        });
      } else if (typeof config === 'string') {
        statements.push({ text: config, values: (values as unknown[]) ?? [], pool });
      }
      return original.call(this, config, values, ...rest);
    };
    return () => {
      client.query = original;
    };
  });
  try {
    await work();
  } finally {
    for (const restore of originals) restore();
  }
  return statements;
}

/** A captured value as what the bare server fills in per request, or the literal itself. */
function template(
  value: unknown,
  known: { tokenHash: string; companyId: string; userId: string },
): ParamTemplate {
  if (value === known.tokenHash) return { ref: 'tokenHash' };
  if (value === known.companyId) return { ref: 'companyId' };
  if (value === known.userId) return { ref: 'userId' };
  const near = (time: number) => Math.abs(time - Date.now()) < 10 * 60_000;
  if (value instanceof Date && near(value.getTime())) return { ref: 'now', as: 'date' };
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value) && near(Date.parse(value))) {
    return { ref: 'now', as: 'iso' };
  }
  return { value };
}

const isSessionLookup = (text: string) => /\bfrom "sessions"/.test(text);
const isRead = (text: string) => /^\s*select\b/i.test(text);

interface Child {
  name: Side;
  process: ChildProcess;
  base: string;
}
const liveChildren = new Set<ChildProcess>();
const killChildren = () => {
  for (const child of liveChildren) child.kill('SIGKILL');
};
process.on('exit', killChildren);

async function startChild(name: Side, file: string, env: Record<string, string>): Promise<Child> {
  const profileDir = process.env.BENCH_BASELINE_PROFILE;
  const child = fork(path.join(import.meta.dirname, file), [], {
    env: { ...process.env, ...env },
    execArgv: profileDir
      ? [
          ...process.execArgv,
          '--cpu-prof',
          `--cpu-prof-dir=${path.resolve(profileDir)}`,
          `--cpu-prof-name=${name}.cpuprofile`,
        ]
      : process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  liveChildren.add(child);
  child.once('exit', () => liveChildren.delete(child));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} server: not listening after 120 s`)), 120_000);
    child.once('message', (message: { port?: number }) => {
      clearTimeout(timer);
      if (message.port) resolve(message.port);
      else reject(new Error(`${name} server: no port`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} server exited with code ${code} before listening`));
    });
  });
  return { name, process: child, base: `http://127.0.0.1:${port}` };
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  if ((await Promise.race([exited, sleep(10_000).then(() => 'timeout')])) === 'timeout')
    child.kill('SIGKILL');
}

/** The first difference between two bodies, with some context, or undefined when they are the same. */
function difference(a: string, b: string): string | undefined {
  if (a === b) return undefined;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at character ${i}:\n  maxer: …${a.slice(Math.max(0, i - 60), i + 60)}…\n  bare:  …${b.slice(Math.max(0, i - 60), i + 60)}…`;
}

async function load(
  child: Child,
  urlPath: string,
  cookie: string,
  connections: number,
  durationS: number,
): Promise<autocannon.Result> {
  return autocannon({
    url: `${child.base}${urlPath}`,
    method: 'GET',
    headers: { cookie },
    connections,
    duration: durationS,
  });
}

async function measureRun(
  child: Child,
  round: number,
  urlPath: string,
  cookie: string,
  options: { connections: number; durationS: number },
  db: Db,
): Promise<BaselineRun> {
  const pid = child.process.pid!;
  const loadAverage = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  const pgBefore = await postgresBackendCpu(db);
  const cpuBefore = processCpuSeconds(pid);
  const result = await load(child, urlPath, cookie, options.connections, options.durationS);
  const cpu = processCpuSeconds(pid) - cpuBefore;
  const pgAfter = await postgresBackendCpu(db);
  let pgSeconds = 0;
  for (const [backend, after] of pgAfter) pgSeconds += after - (pgBefore.get(backend) ?? 0);
  const requests = Math.max(1, result.requests.total);
  return {
    side: child.name,
    round,
    requestsPerSecond: result.requests.total / options.durationS,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    serverCpuMsPerRequest: (cpu * 1000) / requests,
    postgresCpuMsPerRequest: (pgSeconds * 1000) / requests,
    loadAverage,
  };
}

function summarise(runs: BaselineRun[], side: Side) {
  const own = runs.filter((run) => run.side === side);
  const requests = own.reduce((sum, run) => sum + run.requests, 0);
  const weighted = (pick: (run: BaselineRun) => number) =>
    own.reduce((sum, run) => sum + pick(run) * run.requests, 0) / Math.max(1, requests);
  const mean = (pick: (run: BaselineRun) => number) =>
    own.reduce((sum, run) => sum + pick(run), 0) / Math.max(1, own.length);
  return {
    requestsPerSecond: mean((run) => run.requestsPerSecond),
    latencyP50Ms: mean((run) => run.latencyP50Ms),
    latencyP99Ms: mean((run) => run.latencyP99Ms),
    serverCpuMsPerRequest: weighted((run) => run.serverCpuMsPerRequest),
    postgresCpuMsPerRequest: weighted((run) => run.postgresCpuMsPerRequest),
  };
}

/** The routes BENCH_BASELINE_ROUTES selects (all when unset). */
function selectedRoutes(): readonly BaselineRoute[] {
  const wanted = (process.env.BENCH_BASELINE_ROUTES ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (wanted.length === 0) return BASELINE_ROUTES;
  const routes = BASELINE_ROUTES.filter((route) => wanted.some((part) => route.path.includes(part)));
  if (routes.length === 0) throw new Error(`BENCH_BASELINE_ROUTES=${wanted.join(',')} selects no route`);
  return routes;
}

export async function runBareBaseline(options: { log?: (line: string) => void } = {}): Promise<BareBaseline> {
  const log = options.log ?? ((line: string) => console.log(line));
  const chosenRoutes = selectedRoutes();
  const companies = Math.round(numberFromEnv('BENCH_BASELINE_COMPANIES', 20));
  const customers = Math.round(numberFromEnv('BENCH_CUSTOMERS', 2000));
  const contracts = Math.round(numberFromEnv('BENCH_CONTRACTS', 1000));
  const durationS = numberFromEnv('BENCH_DURATION', 8);
  const rounds = Math.round(numberFromEnv('BENCH_BASELINE_ROUNDS', 2));
  const warmupS = numberFromEnv('BENCH_BASELINE_WARMUP', 2);
  const connections = Math.round(numberFromEnv('BENCH_BASELINE_CONNECTIONS', 20));
  const adminUrl = process.env.BENCH_POSTGRES_URL || DEFAULT_POSTGRES_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-bench-baseline-'));
  const created = await createPostgresDatabase(adminUrl);
  let database: Awaited<ReturnType<typeof openPostgres>> | undefined;
  const children: Child[] = [];
  try {
    database = await openPostgres(created.url);
    const db = database.db;
    await migrate(database);
    const seedStart = performance.now();
    await seed(db, companies, customers);
    await seedContracts(db, contracts, Math.min(customers, 300));
    const seedMs = performance.now() - seedStart;
    log(
      `  seeded ${companies} companies × ${customers} customers and ${contracts} contracts in ` +
        `${(seedMs / 1000).toFixed(1)} s (vacuum analyze included)`,
    );

    // The statements, from the real app in this process, on the same database.
    const k = Math.floor(companies / 2);
    const app = await startBenchApp({ dataDir, database, databaseUrl: created.url });
    let token: string;
    let plan: BarePlan;
    try {
      token = (await signInOwner(app.base, k)).authorization.slice('Bearer '.length);
      const cookie = `x-auth=${token}`;
      const [owner] = rowsOf<{ user_id: string; company_id: string }>(
        await db.execute(sql`select id as user_id, company_id from users where email = ${ownerEmail(k)}`),
      );
      if (!owner) throw new Error(`no owner ${ownerEmail(k)}`);
      const known = { tokenHash: hashToken(token), companyId: owner.company_id, userId: owner.user_id };
      const toCaptured = (s: { name?: string; text: string; values: unknown[]; pool: 'main' | 'list' }) =>
        ({
          ...(s.name ? { name: s.name } : {}),
          text: s.text,
          pool: s.pool,
          params: s.values.map((value) => template(value, known)),
        }) satisfies CapturedStatement;
      let session: CapturedStatement | undefined;
      const routes: BarePlan['routes'] = {};
      for (const route of chosenRoutes) {
        const fetchOnce = async () => {
          const response = await fetch(`${app.base}${route.path}`, { headers: { cookie } });
          if (response.status !== 200) throw new Error(`GET ${route.path} answered ${response.status}`);
          await response.arrayBuffer();
        };
        // The first request may write (the session's last use); the second is every request's.
        const first = await recording(db, fetchOnce);
        const steady = await recording(db, fetchOnce);
        const lookup = [...first, ...steady].find((s) => isSessionLookup(s.text));
        if (lookup && !session) session = toCaptured(lookup);
        const statements = steady.filter((s) => !isSessionLookup(s.text) && isRead(s.text));
        // GET /api/auth may answer from the session lookup alone (ADR 060): then so does the bare server.
        if (statements.length === 0 && route.kind !== 'auth') {
          throw new Error(`GET ${route.path}: no statement captured`);
        }
        routes[route.path] = { kind: route.kind, statements: statements.map(toCaptured) };
        const dropped = steady.filter((s) => !isSessionLookup(s.text) && !isRead(s.text));
        log(
          `  GET ${route.path}: Maxer sends ${steady.length} statement(s) per request ` +
            `(session lookup ${steady.some((s) => isSessionLookup(s.text)) ? 'included' : 'NOT included'}` +
            `${dropped.length > 0 ? `; not replayed: ${dropped.map((s) => s.text.slice(0, 40)).join(', ')}` : ''})`,
        );
        if (process.env.BENCH_BASELINE_VERBOSE) {
          for (const s of steady) log(`    [${s.pool}${s.name ? ` ${s.name}` : ''}] ${s.text}`);
        }
      }
      if (!session) {
        // Maxer answered without looking the session up per request (a cache): the bare server still
        // checks every request, with the statement Maxer's own lookup sends.
        const direct = await recording(db, async () => {
          await findLiveSession(db, known.tokenHash, new Date());
        });
        const lookup = direct.find((s) => isSessionLookup(s.text));
        if (!lookup) throw new Error('no session lookup captured');
        session = toCaptured(lookup);
        log(
          '  Maxer ran no session lookup in these requests: the bare server uses findLiveSession’s statement',
        );
      }
      const poolSize = (handle: Db) =>
        (handle as unknown as { $client: { options: { max: number } } }).$client.options.max;
      plan = {
        databaseUrl: created.url,
        mainPoolSize: poolSize(db),
        listPoolSize: poolSize(listStatementsDb(db)),
        session,
        routes,
      };
      const captured = Object.values(routes).reduce((sum, route) => sum + route.statements.length, 0);
      log(`  captured the session lookup and ${captured} statements of ${chosenRoutes.length} routes`);
    } finally {
      await app.close();
    }
    const planFile = path.join(dataDir, 'bare-plan.json');
    fs.writeFileSync(planFile, JSON.stringify(plan));

    children.push(await startChild('maxer', 'baseline-maxer.ts', { BASELINE_DATABASE_URL: created.url }));
    children.push(await startChild('bare', 'bare-server.ts', { BARE_PLAN: planFile }));
    const [maxer, bare] = children as [Child, Child];
    const cookie = `x-auth=${token}`;

    // Byte-identical answers, or the comparison means nothing.
    for (const route of chosenRoutes) {
      const [a, b] = await Promise.all(
        [maxer, bare].map(async (child) => {
          const response = await fetch(`${child.base}${route.path}`, { headers: { cookie } });
          const body = await response.text();
          if (response.status !== 200) {
            throw new Error(
              `${child.name}: GET ${route.path} answered ${response.status}: ${body.slice(0, 200)}`,
            );
          }
          return body;
        }),
      );
      const differs = difference(a!, b!);
      if (differs)
        throw new Error(`GET ${route.path}: the bare server's body differs from Maxer's ${differs}`);
    }
    log(`  both servers answer byte-identical JSON on all ${chosenRoutes.length} routes`);

    log(`  warming up: ${warmupS} s per route and server …`);
    for (const route of chosenRoutes) {
      for (const child of children) await load(child, route.path, cookie, connections, warmupS);
    }

    const results: BaselineRouteResult[] = [];
    for (const route of chosenRoutes) {
      log(`  GET ${route.path}: ${rounds} × (Maxer, bare), ${durationS} s each …`);
      const runs: BaselineRun[] = [];
      for (let round = 1; round <= rounds; round++) {
        for (const child of children) {
          runs.push(await measureRun(child, round, route.path, cookie, { connections, durationS }, db));
        }
      }
      const m = summarise(runs, 'maxer');
      const b = summarise(runs, 'bare');
      results.push({
        route,
        runs,
        throughputRatio: m.requestsPerSecond / Math.max(1e-9, b.requestsPerSecond),
        cpuRatio:
          (b.serverCpuMsPerRequest + b.postgresCpuMsPerRequest) /
          Math.max(1e-9, m.serverCpuMsPerRequest + m.postgresCpuMsPerRequest),
      });
    }
    return {
      companies,
      customersPerCompany: customers,
      contractsPerCompany: contracts,
      connections,
      durationS,
      rounds,
      seedMs,
      results,
    };
  } finally {
    await Promise.all(children.map((child) => stopChild(child.process)));
    await database?.close();
    await dropDatabase(adminUrl, created.name);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function bareBaselineProblems(bench: BareBaseline): string[] {
  return bench.results.flatMap(({ route, runs }) =>
    runs
      .filter((run) => run.non2xx > 0 || run.errors > 0)
      .map(
        (run) =>
          `bare-baseline: ${route.path}, ${run.side} round ${run.round}: ${run.non2xx} non-2xx answers, ${run.errors} errors`,
      ),
  );
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const verdict = (ratio: number, target: number) =>
  `${ratio.toFixed(2)} (${ratio >= target ? 'met' : 'NOT met'})`;

export function describeBareBaseline(bench: BareBaseline): string {
  const runRows = bench.results.flatMap(({ route, runs }) =>
    runs.map((run) => [
      route.title,
      `${run.side} ${run.round}`,
      String(Math.round(run.requestsPerSecond)),
      `${run.latencyP50Ms} ms`,
      `${run.latencyP99Ms} ms`,
      `${run.requests} / ${run.non2xx} / ${run.errors}`,
      ms(run.serverCpuMsPerRequest),
      ms(run.postgresCpuMsPerRequest),
      run.loadAverage,
    ]),
  );
  const ratioRows = bench.results.map(({ route, runs, throughputRatio, cpuRatio }) => {
    const m = summarise(runs, 'maxer');
    const b = summarise(runs, 'bare');
    return [
      route.title,
      `${Math.round(m.requestsPerSecond)} / ${Math.round(b.requestsPerSecond)}`,
      `${m.latencyP99Ms.toFixed(0)} / ${b.latencyP99Ms.toFixed(0)} ms`,
      `${ms(m.serverCpuMsPerRequest)} / ${ms(b.serverCpuMsPerRequest)}`,
      `${ms(m.postgresCpuMsPerRequest)} / ${ms(b.postgresCpuMsPerRequest)}`,
      `≥ ${route.target.toFixed(2)}`,
      verdict(throughputRatio, route.target),
      verdict(cpuRatio, route.target),
    ];
  });
  return [
    `Maxer against a bare Fastify + pg server running the same statements, on PostgreSQL: ` +
      `${bench.companies} companies × ${bench.customersPerCompany} customers × ${bench.contractsPerCompany} contracts, ` +
      `signed-in owner (session cookie), ${bench.connections} connections, ${bench.durationS} s per run, ` +
      `alternating Maxer and bare ${bench.rounds} times per route; seeding ${(bench.seedMs / 1000).toFixed(1)} s`,
    table(
      [
        'request',
        'run',
        'requests/s',
        'p50',
        'p99',
        'requests / non-2xx / errors',
        'server CPU/request',
        'PostgreSQL CPU/request',
        'load avg before (1 5 15 min)',
      ],
      runRows,
    ),
    '',
    'Maxer / bare (means over the runs; CPU per request weighted by requests)',
    table(
      [
        'request',
        'requests/s Maxer / bare',
        'p99 Maxer / bare',
        'server CPU/request Maxer / bare',
        'PostgreSQL CPU/request Maxer / bare',
        'target',
        'ratio requests/s',
        'ratio CPU/request (bare ÷ Maxer)',
      ],
      ratioRows,
    ),
  ].join('\n');
}

if (import.meta.main) {
  // Before giveUpAfter's own handler drops the database: the servers go first.
  process.once('SIGINT', killChildren);
  giveUpAfter('bare-baseline', (numberFromEnv('BENCH_DURATION', 8) * 30 + 900) * 1000);
  console.log(`bare-baseline on ${machineLine()}\n`);
  const bench = await runBareBaseline();
  console.log(`\n${describeBareBaseline(bench)}`);
  console.log(
    `\nload average after: ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  const problems = bareBaselineProblems(bench);
  if (problems.length > 0) console.error(`\nProblems:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(problems.length > 0 ? 1 : 0);
}
