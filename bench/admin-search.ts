// Latency and CPU per request of the platform admin's global search (`GET /api/admin/search`) and of
// the admin company list (`GET /api/admin/companies`) on PostgreSQL with 100 companies × 2,000
// customers (200,000) and 100,000 contracts, plus offers and invoices for a part of them, at 20
// concurrent connections (issue 14, "Tests and figures"; target: search p99 under 50 ms).
//
// The app runs in this process; autocannon fires from a worker thread, signed in as a platform admin
// on the admin host. Companies, owners and customers come from seed-customers.ts, the contracts from
// contract-list.ts (set-based INSERT … SELECT, never the API); offers and invoices are one INSERT …
// SELECT each. A fresh database `maxer_bench_<pid>` on BENCH_POSTGRES_URL's server, dropped at the end.
//
//   npm run admin-search -w @maxer/bench [-- --explain]     (or: npx node bench/admin-search.ts [--explain])
//
// --explain        also EXPLAIN (ANALYZE, BUFFERS) of the search statement for each search term.
// BENCH_DURATION   seconds per measurement (default 10).
// BENCH_POSTGRES_URL  as in customer-list.ts.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_SEARCH_KINDS } from '@maxer/domain';
import { fillPlaceholders, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Db, openPostgres, rowsOf } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { platformAdmins } from '../apps/server/src/db/schema/index.ts';
import {
  searchStatement,
  searchValues,
  shapeOf,
} from '../apps/server/src/features/admin-search/admin-search.repo.ts';
import { searchTerms } from '../apps/server/src/features/admin-search/admin-search.service.ts';
import { hashPassword } from '../apps/server/src/platform/auth/password.ts';
import { startBenchApp } from './bench-app.ts';
import { createPostgresDatabase, DEFAULT_POSTGRES_URL, dropDatabase } from './bench-postgres.ts';
import { seedContracts } from './contract-list.ts';
import { giveUpAfter } from './give-up.ts';
import { machineLine, numberFromEnv, table } from './helpers.ts';
import {
  CONNECTIONS,
  MEASUREMENT_COLUMNS,
  type Measurement,
  measure,
  measurementCells,
} from './load-measure.ts';
import { PASSWORD, seed } from './seed-customers.ts';

export const ADMIN_SEARCH_TARGET_P99_MS = 50;
const CONTRACTS_PER_COMPANY = 1000;
/** Customers per company the contracts are spread over (as in contract-list.ts). */
const CONTRACT_CUSTOMERS = 300;
const ADMIN_EMAIL = 'admin@bench.maxer.example';
/** The admin side's host: ADMIN_URL's default (PUBLIC_URL with "admin." in front). */
const ADMIN_HOST = 'admin.localhost';

export interface AdminSearchBench {
  companies: number;
  customersPerCompany: number;
  contracts: number;
  offers: number;
  invoices: number;
  durationS: number;
  seedMs: number;
  measurements: (Measurement & { title: string; found: string })[];
  plans: { title: string; plan: string }[];
}

/** An offer for every contract that is not OPEN, an invoice for every accepted or reviewed one. */
export async function seedOffersAndInvoices(db: Db) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into offers (id, company_id, contract_id, recipient, language, valid_until, expires_at, token_hash,
        created_by_user_id, created_at)
      select gen_random_uuid(), c.company_id, c.id, coalesce(cu.email, 'kunde-' || cu.number || '@example.ch'), 'de',
        to_char(c.created_at + interval '30 days', 'YYYY-MM-DD'), c.created_at + interval '31 days',
        md5(c.id::text), c.created_by_user_id, c.created_at
      from contracts c join customers cu on cu.company_id = c.company_id and cu.id = c.customer_id
      where c.status <> 'OPEN'`);
    await tx.execute(sql`
      insert into invoices (id, company_id, number, customer_id, contract_id, date, due_date, lines, vat_rate,
        currency, net, vat, total, created_by_user_id, created_at, updated_at)
      select gen_random_uuid(), c.company_id,
        row_number() over (partition by c.company_id order by c.number)::int, c.customer_id, c.id,
        (c.created_at at time zone 'UTC')::date, (c.created_at at time zone 'UTC')::date + 30, '[]'::jsonb, 8.1,
        'CHF', c.gross_low, round(c.gross_low * 0.081)::int, c.gross_low + round(c.gross_low * 0.081)::int,
        c.created_by_user_id, c.created_at, c.created_at
      from contracts c where c.status in ('ACCEPTED', 'REVIEWED')`);
    await tx.execute(sql`
      insert into company_counters (company_id, name, next_value)
      select company_id, 'invoice', count(*) + 1 from invoices group by company_id`);
  });
  await db.execute(sql`vacuum analyze`);
  const [counts] = rowsOf<{ offers: number; invoices: number }>(
    await db.execute(
      sql`select (select count(*) from offers)::int as offers, (select count(*) from invoices)::int as invoices`,
    ),
  );
  return counts!;
}

/** A POST on the admin host (fetch cannot set Host): the admin's bearer token. */
function signInAdmin(base: string): Promise<Record<string, string>> {
  const url = new URL('/api/auth/login', base);
  const body = JSON.stringify({ email: ADMIN_EMAIL, password: PASSWORD });
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: {
          host: `${ADMIN_HOST}:${url.port}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => {
          if (response.statusCode !== 200) {
            reject(new Error(`admin sign-in failed: ${response.statusCode} ${text}`));
            return;
          }
          const { accessToken } = JSON.parse(text) as { accessToken: string };
          resolve({ host: `${ADMIN_HOST}:${url.port}`, authorization: `Bearer ${accessToken}` });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** One GET with the admin's headers (raw http: the Host header must say the admin side). */
function getJson(
  base: string,
  urlPath: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(urlPath, base), { headers }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      })
      .on('error', reject);
  });
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the search statement as the server runs it: prepared, with the plan
 * PostgreSQL makes once per connection for every value (plan_cache_mode = force_generic_plan).
 */
export async function explainSearches(db: Db, searches: { title: string; q: string }[]) {
  type Client = { query: (text: string) => Promise<{ rows: object[] }>; release: () => void };
  const pool = (db as unknown as { $client: { connect: () => Promise<Client> } }).$client;
  const client = await pool.connect();
  const plans: { title: string; plan: string }[] = [];
  try {
    await client.query('set plan_cache_mode = force_generic_plan');
    for (const [i, { title, q }] of searches.entries()) {
      const terms = searchTerms(q).terms;
      const statement = searchStatement(ADMIN_SEARCH_KINDS, shapeOf(terms));
      if (!statement) continue;
      const query = new PgDialect().sqlToQuery(statement);
      const values = fillPlaceholders(query.params, searchValues(terms));
      const name = `explain_search_${i}`;
      await client.query(`prepare ${name} as ${query.sql}`);
      const literal = (value: unknown) =>
        value === null
          ? 'null'
          : typeof value === 'number'
            ? String(value)
            : `'${String(value).replaceAll("'", "''")}'`;
      const result = await client.query(
        `explain (analyze, buffers) execute ${name}(${values.map(literal).join(', ')})`,
      );
      plans.push({ title, plan: result.rows.map((row) => String(Object.values(row)[0])).join('\n') });
    }
  } finally {
    // A session with changed settings and prepared statements is not handed back for reuse.
    await client.query('discard all');
    client.release();
  }
  return plans;
}

function foundOf(urlPath: string, body: unknown): string {
  if (urlPath.startsWith('/api/admin/companies')) return `${(body as { total: number }).total} companies`;
  const groups = (body as { groups: { kind: string; total: number; more: boolean }[] }).groups;
  return groups.map((g) => `${g.kind} ${g.total}${g.more ? '+' : ''}`).join(', ');
}

export async function runAdminSearch(
  options: { explain?: boolean; log?: (line: string) => void } = {},
): Promise<AdminSearchBench> {
  const log = options.log ?? ((line: string) => console.log(line));
  const companies = Math.round(numberFromEnv('BENCH_COMPANIES', 100));
  const customersPerCompany = Math.round(numberFromEnv('BENCH_CUSTOMERS', 2000));
  const durationS = numberFromEnv('BENCH_DURATION', 10);
  const adminUrl = process.env.BENCH_POSTGRES_URL || DEFAULT_POSTGRES_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-bench-admin-search-'));
  const created = await createPostgresDatabase(adminUrl);
  let database: Awaited<ReturnType<typeof openPostgres>> | undefined;
  try {
    database = await openPostgres(created.url);
    await migrate(database);
    const seedStart = performance.now();
    await seed(database.db, companies, customersPerCompany);
    await seedContracts(database.db, CONTRACTS_PER_COMPANY, CONTRACT_CUSTOMERS);
    const counts = await seedOffersAndInvoices(database.db);
    await database.db.insert(platformAdmins).values({
      firstName: 'Olivia',
      lastName: 'Admin',
      email: ADMIN_EMAIL,
      passwordHash: await hashPassword(PASSWORD),
    });
    const seedMs = performance.now() - seedStart;
    const contracts = companies * CONTRACTS_PER_COMPANY;
    log(
      `  seeded ${companies} companies × ${customersPerCompany} customers, ${contracts} contracts, ` +
        `${counts.offers} offers, ${counts.invoices} invoices in ${(seedMs / 1000).toFixed(1)} s (vacuum analyze included)`,
    );
    const app = await startBenchApp({ dataDir, database, databaseUrl: created.url });
    try {
      const { base } = app;
      const headers = await signInAdmin(base);
      const searches = [
        ['search "bern" (many customers, contracts, invoices)', 'bern'],
        ['search "müller" (many)', 'müller'],
        ['search "bernasconi@gmail" (an e-mail)', 'bernasconi@gmail'],
        ['search "1234" (a number: customers, contracts, invoices)', '1234'],
        ['search "be" (short: company and user names)', 'be'],
        ['search "xyzzy" (nothing)', 'xyzzy'],
      ] as const;
      const targets: (readonly [string, string])[] = [
        ...searches.map(([title, q]) => [title, `/api/admin/search?q=${encodeURIComponent(q)}`] as const),
        ['company list, page 1 by name', '/api/admin/companies?page=1&pageSize=25'],
        ['company list, search "umzüge 05"', `/api/admin/companies?q=${encodeURIComponent('umzüge 05')}`],
      ];
      const measurements: AdminSearchBench['measurements'] = [];
      for (const [title, urlPath] of targets) {
        const probe = await getJson(base, urlPath, headers);
        if (probe.status !== 200) throw new Error(`GET ${urlPath} answered ${probe.status}`);
        const found = foundOf(urlPath, probe.body);
        log(`  GET ${urlPath} (${found}) under load for ${durationS} s …`);
        const m = await measure(base, headers, 'search', urlPath, durationS, database.db);
        measurements.push({ ...m, title, found });
      }
      const plans: AdminSearchBench['plans'] = [];
      if (options.explain)
        plans.push(
          ...(await explainSearches(
            database.db,
            searches.map(([title, q]) => ({ title, q })),
          )),
        );
      return {
        companies,
        customersPerCompany,
        contracts,
        offers: counts.offers,
        invoices: counts.invoices,
        durationS,
        seedMs,
        measurements,
        plans,
      };
    } finally {
      await app.close();
    }
  } finally {
    await database?.close();
    await dropDatabase(adminUrl, created.name);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function adminSearchProblems(bench: AdminSearchBench): string[] {
  return bench.measurements
    .filter((m) => m.non2xx > 0 || m.errors > 0)
    .map((m) => `admin-search: ${m.title}: ${m.non2xx} non-2xx answers, ${m.errors} errors`);
}

export function describeAdminSearch(bench: AdminSearchBench): string {
  const searches = bench.measurements.filter((m) => m.path.startsWith('/api/admin/search'));
  const met = searches.every((m) => m.latencyP99Ms < ADMIN_SEARCH_TARGET_P99_MS);
  return [
    `GET /api/admin/search and /api/admin/companies, ${bench.companies} companies × ${bench.customersPerCompany} ` +
      `customers, ${bench.contracts} contracts, ${bench.offers} offers, ${bench.invoices} invoices on PostgreSQL, ` +
      `signed-in platform admin, ${CONNECTIONS} connections, ${bench.durationS} s each; seeding ${(bench.seedMs / 1000).toFixed(1)} s`,
    table(
      ['request', 'found', ...MEASUREMENT_COLUMNS],
      bench.measurements.map((m) => [m.title, m.found, ...measurementCells(m)]),
    ),
    `Target (global search p99 < ${ADMIN_SEARCH_TARGET_P99_MS} ms at ${CONNECTIONS} connections): ${met ? 'met' : 'NOT met'} ` +
      `(${searches.map((m) => `${m.title.split(' (')[0]} p99 ${m.latencyP99Ms} ms`).join(', ')})`,
  ].join('\n');
}

if (import.meta.main) {
  const explain = process.argv.includes('--explain');
  giveUpAfter('admin-search', (numberFromEnv('BENCH_DURATION', 10) * 8 + 900) * 1000);
  console.log(`admin-search on ${machineLine()}\n`);
  const bench = await runAdminSearch({ explain });
  console.log(`\n${describeAdminSearch(bench)}`);
  if (explain) {
    console.log(
      `\nEXPLAIN (ANALYZE, BUFFERS)\n\n${bench.plans.map((p) => `--- ${p.title}\n${p.plan}`).join('\n\n')}`,
    );
  }
  const problems = adminSearchProblems(bench);
  if (problems.length > 0) console.error(`\nProblems:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(problems.length > 0 ? 1 : 0);
}
