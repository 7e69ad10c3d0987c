// Latency of GET /api/analytics (issue 20, "Tests and figures") on PostgreSQL for a company with
// 20,000 contracts and 50,000 invoices, beside other companies of the same size (every figure is read
// through the company's indexes, never the whole table). Goal: p99 under 100 ms.
//
// The analytics screen is one owner's look at the business, not a list the whole office pages through:
// the figures are for one caller at a time (sequential requests), and for four at once, the most that
// a few owners and acting platform admins would ask together.
//
// Seeding is set-based (INSERT … SELECT, never the API), on customer-list's companies and customers,
// contract-list's contracts and invoice-list's invoices and payments, then spread as a busy company's
// are: contracts over the last three years (a tenth created without a staff member, a third of the
// customers with an origin), an offer for every contract that is not OPEN (accepted, rejected or
// left to expire as its status says) and a replaced earlier sending for every tenth. A fresh database
// `maxer_bench_<pid>` on BENCH_POSTGRES_URL's server (trust auth at 127.0.0.1:5432 by default),
// dropped at the end.
//
//   npm run bench:analytics -w @maxer/bench [-- --explain]
//
// BENCH_COMPANIES  companies (default 3), each with BENCH_CONTRACTS contracts (default 20,000) and
//                  BENCH_INVOICES invoices (default 50,000).
// BENCH_DURATION   seconds per measurement (default 10).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@maxer/server/app';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Db, openPostgres, rowsOf } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { memoryRateLimitStore } from '../apps/server/src/platform/rate-limit.ts';
import { seedContracts } from './contract-list.ts';
import {
  createPostgresDatabase,
  dropDatabase,
  dropLeftoverDatabases,
  ownerEmail,
  PASSWORD,
  seed,
} from './customer-list.ts';
import { freePort, machineLine, numberFromEnv, table } from './helpers.ts';
import { seedInvoices } from './invoice-list.ts';
import { postgresBackendCpu } from './load-measure.ts';

export const ANALYTICS_TARGET_P99_MS = 100;
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const CUSTOMERS_PER_COMPANY = 300;

interface Run {
  title: string;
  callers: number;
  requests: number;
  p50: number;
  p99: number;
  max: number;
  /** CPU time of PostgreSQL's backends per request: what the statement costs, whatever the load. */
  postgresCpuMs: number;
  loadAverage: string;
}

/** Contracts over three years, origins and creators varied, offers as the contracts' statuses say. */
async function spreadAndSendOffers(db: Db, perCompany: number) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update contracts c set
        created_at = now() - ((co.contract_number_start + ${perCompany}::int - 1 - c.number)::float8
          * 1095 / ${perCompany}::int) * interval '1 day',
        created_by_user_id = case when c.number % 10 = 0 then null else c.created_by_user_id end
      from companies co where co.id = c.company_id`);
    await tx.execute(sql`
      update customers set origin = (array['Google', 'Empfehlung', 'Website', 'Plakat', 'Zeitung', 'Messe',
        'Radio', 'Flyer'])[1 + number % 8]
      where number % 3 = 0`);
    // A replaced earlier sending for every tenth contract that has an offer.
    await tx.execute(sql`
      insert into offers (id, company_id, contract_id, recipient, language, valid_until, expires_at, token_hash,
        created_by_user_id, created_at, replaced_at)
      select gen_random_uuid(), c.company_id, c.id, 'kunde@example.ch', 'de',
        to_char(c.created_at + interval '30 days', 'YYYY-MM-DD'), c.created_at + interval '31 days',
        md5('replaced:' || c.id::text), c.created_by_user_id, c.created_at + interval '1 hour',
        c.created_at + interval '2 days'
      from contracts c where c.status <> 'OPEN' and c.number % 10 = 0`);
    await tx.execute(sql`
      insert into offers (id, company_id, contract_id, recipient, language, valid_until, expires_at, token_hash,
        created_by_user_id, created_at, accepted_at, rejected_at)
      select gen_random_uuid(), c.company_id, c.id, 'kunde@example.ch', 'de',
        to_char(c.created_at + interval '32 days', 'YYYY-MM-DD'), c.created_at + interval '33 days',
        md5(c.id::text), c.created_by_user_id, c.created_at + interval '2 days',
        case when c.status in ('ACCEPTED', 'REVIEWED') then c.created_at + interval '2 days'
          + (c.number % 240) * interval '1 hour' end,
        case when c.status = 'REJECTED' then c.created_at + interval '5 days' end
      from contracts c where c.status <> 'OPEN'`);
  });
  await db.execute(sql`vacuum analyze`);
  const [counts] = rowsOf<{ offers: number; contracts: number; invoices: number; payments: number }>(
    await db.execute(sql`select (select count(*) from offers)::int as offers,
      (select count(*) from contracts)::int as contracts, (select count(*) from invoices)::int as invoices,
      (select count(*) from payments)::int as payments`),
  );
  return counts!;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** `callers` loops asking one after another for `durationS` seconds; each answer's time in ms. */
async function timeRequests(
  db: Db,
  url: string,
  headers: Record<string, string>,
  callers: number,
  durationS: number,
) {
  const loadAverage = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  const times: number[] = [];
  const pgBefore = await postgresBackendCpu(db);
  const until = performance.now() + durationS * 1000;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (performance.now() < until) {
        const start = performance.now();
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
        times.push(performance.now() - start);
      }
    }),
  );
  const pgAfter = await postgresBackendCpu(db);
  let pgSeconds = 0;
  for (const [pid, seconds] of pgAfter) pgSeconds += seconds - (pgBefore.get(pid) ?? 0);
  times.sort((a, b) => a - b);
  return {
    postgresCpuMs: (pgSeconds * 1000) / Math.max(1, times.length),
    requests: times.length,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times.at(-1) ?? 0,
    loadAverage,
  };
}

async function explain(
  db: Db,
  companyId: string,
  base: string,
  headers: Record<string, string>,
  urlPath: string,
) {
  type Query = (config: unknown, values?: unknown[]) => Promise<{ rows: object[] }>;
  const client = (db as unknown as { $client: { query: Query } }).$client;
  const statements: { text: string; values: unknown[] }[] = [];
  const original = client.query.bind(client);
  client.query = (config: unknown, values?: unknown[]) => {
    if (typeof config === 'object' && config && 'text' in config) {
      const c = config as { text: string; values?: unknown[] };
      statements.push({ text: c.text, values: values ?? c.values ?? [] });
    }
    return original(config, values);
  };
  try {
    await fetch(`${base}${urlPath}`, { headers });
  } finally {
    client.query = original;
  }
  const plans: string[] = [];
  for (const statement of statements.filter(
    (s) => s.values.includes(companyId) && s.text.includes('offer_events'),
  )) {
    const result = await original(`explain (analyze, buffers) ${statement.text}`, statement.values);
    plans.push(result.rows.map((row) => String(Object.values(row)[0])).join('\n'));
  }
  return plans;
}

export async function runAnalytics(options: { explain?: boolean; log?: (line: string) => void } = {}) {
  const log = options.log ?? ((line: string) => console.log(line));
  const companies = Math.round(numberFromEnv('BENCH_COMPANIES', 3));
  const contractsPerCompany = Math.round(numberFromEnv('BENCH_CONTRACTS', 20_000));
  const invoicesPerCompany = Math.round(numberFromEnv('BENCH_INVOICES', 50_000));
  const durationS = numberFromEnv('BENCH_DURATION', 10);
  const adminUrl = process.env.BENCH_POSTGRES_URL || DEFAULT_POSTGRES_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-bench-analytics-'));
  const created = await createPostgresDatabase(adminUrl);
  let database: Awaited<ReturnType<typeof openPostgres>> | undefined;
  try {
    database = await openPostgres(created.url);
    await migrate(database);
    const seedStart = performance.now();
    await seed(database.db, companies, CUSTOMERS_PER_COMPANY);
    await seedContracts(database.db, contractsPerCompany, CUSTOMERS_PER_COMPANY);
    await seedInvoices(database.db, invoicesPerCompany, CUSTOMERS_PER_COMPANY);
    const counts = await spreadAndSendOffers(database.db, contractsPerCompany);
    const seedMs = performance.now() - seedStart;
    log(
      `  seeded ${companies} companies: ${counts.contracts} contracts, ${counts.offers} offers, ` +
        `${counts.invoices} invoices, ${counts.payments} payments in ${(seedMs / 1000).toFixed(1)} s`,
    );
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: created.url,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
    });
    const app = await buildApp({
      config,
      database,
      rateLimitStore: memoryRateLimitStore(),
      countryOf: () => null,
      jobs: { runWorker: false },
    });
    try {
      const port = await freePort();
      await app.listen({ port, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${port}`;
      const k = Math.floor(companies / 2);
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ownerEmail(k), password: PASSWORD }),
      });
      if (login.status !== 200) throw new Error(`sign-in as ${ownerEmail(k)} failed: ${login.status}`);
      const { accessToken } = (await login.json()) as { accessToken: string };
      const headers = { authorization: `Bearer ${accessToken}` };
      const [company] = rowsOf<{ id: string }>(
        await database.db.execute(sql`select company_id as id from users where email = ${ownerEmail(k)}`),
      );
      const targets: [string, string][] = [
        ['last 12 months (default)', '/api/analytics'],
        ['last 36 months', `/api/analytics?from=${monthsAgo(35)}&to=${monthsAgo(0)}`],
      ];
      const runs: Run[] = [];
      const plans: string[] = [];
      for (const [title, urlPath] of targets) {
        const probe = await fetch(`${base}${urlPath}`, { headers });
        if (probe.status !== 200) throw new Error(`GET ${urlPath} answered ${probe.status}`);
        const body = (await probe.json()) as { offers: { totals: { sent: number } } };
        if (body.offers.totals.sent === 0) throw new Error(`GET ${urlPath} found no offers`);
        for (const callers of [1, 4]) {
          log(`  GET ${urlPath}, ${callers} caller(s), ${durationS} s …`);
          const run = await timeRequests(database.db, `${base}${urlPath}`, headers, callers, durationS);
          runs.push({ title, callers, ...run });
        }
        if (options.explain) plans.push(...(await explain(database.db, company!.id, base, headers, urlPath)));
      }
      return { companies, contractsPerCompany, invoicesPerCompany, counts, seedMs, durationS, runs, plans };
    } finally {
      await app.close();
    }
  } finally {
    await database?.close();
    await dropDatabase(adminUrl, created.name);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function monthsAgo(months: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1)).toISOString().slice(0, 7);
}

if (import.meta.main) {
  const withPlans = process.argv.includes('--explain');
  const timeoutMs = (numberFromEnv('BENCH_DURATION', 10) * 4 + 900) * 1000;
  const giveUp = async (message: string, code: number) => {
    console.error(message);
    process.on('uncaughtException', () => undefined);
    await dropLeftoverDatabases();
    process.exit(code);
  };
  setTimeout(() => void giveUp(`analytics: gave up after ${timeoutMs / 1000} s`, 1), timeoutMs).unref();
  process.once('SIGINT', () => void giveUp('analytics: interrupted', 130));
  console.log(`analytics on ${machineLine()}\n`);
  const bench = await runAnalytics({ explain: withPlans });
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  console.log(
    `\nGET /api/analytics, ${bench.companies} companies × ${bench.contractsPerCompany} contracts and ` +
      `${bench.invoicesPerCompany} invoices (${bench.counts.offers} offers, ${bench.counts.payments} payments in all) ` +
      `on PostgreSQL, signed-in owner, ${bench.durationS} s each; seeding ${(bench.seedMs / 1000).toFixed(1)} s`,
  );
  console.log(
    table(
      [
        'period',
        'callers',
        'requests',
        'p50',
        'p99',
        'max',
        'PostgreSQL CPU/request',
        'load avg before (1 5 15 min)',
      ],
      bench.runs.map((r) => [
        r.title,
        String(r.callers),
        String(r.requests),
        fmt(r.p50),
        fmt(r.p99),
        fmt(r.max),
        fmt(r.postgresCpuMs),
        r.loadAverage,
      ]),
    ),
  );
  const met = bench.runs.every((r) => r.p99 < ANALYTICS_TARGET_P99_MS);
  console.log(`Target (p99 < ${ANALYTICS_TARGET_P99_MS} ms): ${met ? 'met' : 'NOT met'}`);
  if (withPlans) console.log(`\nEXPLAIN (ANALYZE, BUFFERS)\n\n${bench.plans.join('\n\n')}`);
  process.exit(0);
}
