// Requests per second and latency of the customer list (page 1, 25 rows, sorted by last name) and of a
// customer search, for the owner of one of 100 companies with 2,000 customers each, at 20 concurrent
// connections: on the embedded database (PGlite) and on a PostgreSQL server (issue 3, "Tests and
// figures"; target: p99 under 50 ms on PostgreSQL).
//
// The real app runs in this process and listens on the loopback interface; autocannon fires from a
// worker thread. The customers are seeded with one set-based INSERT … SELECT per company, not through
// the API. PostgreSQL gets a fresh database `maxer_bench_<pid>` on BENCH_POSTGRES_URL's server, migrated
// with the server's migrations and dropped at the end.
//
//   npx node bench/customer-list.ts [--explain]
//
// --explain       to find out why: also prints EXPLAIN (ANALYZE, BUFFERS) of the exact statement the
//                 server runs (the page with its total, for the list and for the search) on each database,
//                 and measures GET /api/auth as a baseline (what every authenticated request costs).
// BENCH_DURATION  seconds per measurement (default 10); four measurements in all (six with --explain).
// BENCH_SEARCH    the search term (default "bern": the city, Bernasconi, Bernet, Bernhard).
// BENCH_POSTGRES_URL  a maintenance database on the PostgreSQL server, loopback only
//                 (default postgres://postgres@127.0.0.1:5432/postgres).
// BENCH_DATABASES which databases to measure (default "pglite,postgres").
// BENCH_COMPANIES, BENCH_CUSTOMERS  the size of the data (default 100 × 2,000).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { signInOwner, startBenchApp } from './bench-app.ts';
import { createPostgresDatabase, DEFAULT_POSTGRES_URL, dropDatabase } from './bench-postgres.ts';
import { explainListing } from './customer-list-explain.ts';
import { customerListProblems, describeCustomerList, describePlans } from './customer-list-report.ts';
import { giveUpAfter } from './give-up.ts';
import { machineLine, numberFromEnv } from './helpers.ts';
import { CONNECTIONS, type Measurement, measure } from './load-measure.ts';
import { seed } from './seed-customers.ts';

// Kept for bench files written against the single-file layout (e.g. one copied from contract-list.ts);
// new code imports from the modules themselves.
export { createPostgresDatabase, dropDatabase, dropLeftoverDatabases } from './bench-postgres.ts';
export {
  customerListProblems,
  describeCustomerList,
  describePlans,
  TARGET_P99_MS,
  targetMet,
} from './customer-list-report.ts';
export { type Measurement, measure } from './load-measure.ts';
export { ownerEmail, PASSWORD, seed } from './seed-customers.ts';

export interface DatabaseRun {
  database: 'pglite' | 'postgres';
  seedMs: number;
  /** What the search found in the signed-in owner's company. */
  searchTotal: number;
  measurements: Measurement[];
  /** EXPLAIN (ANALYZE, BUFFERS) output, with --explain. */
  plans: { title: string; plan: string }[];
}

export interface CustomerListBench {
  connections: number;
  durationS: number;
  companies: number;
  customersPerCompany: number;
  search: string;
  runs: DatabaseRun[];
  /** Databases not measured, with the reason. */
  skipped: string[];
}

async function runOn(
  kind: 'pglite' | 'postgres',
  options: { companies: number; customers: number; search: string; durationS: number; explain: boolean },
  log: (line: string) => void,
): Promise<DatabaseRun> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-bench-customers-'));
  const adminUrl = process.env.BENCH_POSTGRES_URL || DEFAULT_POSTGRES_URL;
  let created: { url: string; name: string } | undefined;
  let database: Database | undefined;
  try {
    if (kind === 'postgres') created = await createPostgresDatabase(adminUrl);
    database = created ? await openPostgres(created.url) : await openPglite(dataDir);
    await migrate(database);

    const seedStart = performance.now();
    const seeded = await seed(database.db, options.companies, options.customers);
    const seedMs = performance.now() - seedStart;
    log(
      `  ${kind}: seeded ${options.companies} companies × ${options.customers} customers in ` +
        `${(seedMs / 1000).toFixed(1)} s (vacuum analyze included)`,
    );

    const app = await startBenchApp({ dataDir, database, databaseUrl: created?.url });
    try {
      const { base } = app;
      // The owner of a company in the middle of the data.
      const k = Math.floor(options.companies / 2);
      const headers = await signInOwner(base, k);

      const listPath = '/api/customers?page=1&pageSize=25&sort=lastName';
      const searchPath = `/api/customers?q=${encodeURIComponent(options.search)}&pageSize=25`;
      const probe = async (urlPath: string) => {
        const response = await fetch(`${base}${urlPath}`, { headers });
        if (response.status !== 200) throw new Error(`GET ${urlPath} answered ${response.status}`);
        return (await response.json()) as { items: unknown[]; total: number };
      };
      const list = await probe(listPath);
      if (list.total !== options.customers || list.items.length !== Math.min(25, options.customers)) {
        throw new Error(`GET ${listPath} answered ${list.items.length} of ${list.total} customers`);
      }
      const search = await probe(searchPath);
      log(`  ${kind}: the search for "${options.search}" finds ${search.total} of ${list.total} customers`);

      const measurements: Measurement[] = [];
      const targets: [Measurement['query'], string][] = [
        ['list', listPath],
        ['search', searchPath],
      ];
      // With --explain, also what every authenticated request costs before the list does anything.
      if (options.explain) targets.push(['auth', '/api/auth']);
      for (const [query, urlPath] of targets) {
        log(`  ${kind}: GET ${urlPath} under load for ${options.durationS} s …`);
        const postgresDb = database.kind === 'postgres' ? database.db : undefined;
        measurements.push(await measure(base, headers, query, urlPath, options.durationS, postgresDb));
      }

      const plans: DatabaseRun['plans'] = [];
      if (options.explain) {
        const companyId = seeded[k]!.id;
        const listQuery = { page: 1, pageSize: 25, sort: 'lastName' };
        for (const [title, query] of [
          ['list', listQuery],
          [`search "${options.search}"`, { ...listQuery, q: options.search }],
        ] as const) {
          for (const [i, explained] of (await explainListing(database, companyId, query)).entries()) {
            plans.push({
              title: `${kind}, ${title}, ${i === 0 ? 'page with its total' : 'count'}:\n${explained.sql}`,
              plan: explained.plan,
            });
          }
        }
      }
      return { database: kind, seedMs, searchTotal: search.total, measurements, plans };
    } finally {
      await app.close();
    }
  } finally {
    await database?.close();
    if (created) await dropDatabase(adminUrl, created.name);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runCustomerList(
  options: { explain?: boolean; log?: (line: string) => void } = {},
): Promise<CustomerListBench> {
  const log = options.log ?? ((line: string) => console.log(line));
  const settings = {
    companies: Math.round(numberFromEnv('BENCH_COMPANIES', 100)),
    customers: Math.round(numberFromEnv('BENCH_CUSTOMERS', 2000)),
    search: process.env.BENCH_SEARCH?.trim() || 'bern',
    durationS: numberFromEnv('BENCH_DURATION', 10),
    explain: options.explain ?? false,
  };
  const bench: CustomerListBench = {
    connections: CONNECTIONS,
    durationS: settings.durationS,
    companies: settings.companies,
    customersPerCompany: settings.customers,
    search: settings.search,
    runs: [],
    skipped: [],
  };
  const wanted = (process.env.BENCH_DATABASES || 'pglite,postgres').split(',').map((name) => name.trim());
  if (wanted.includes('pglite')) bench.runs.push(await runOn('pglite', settings, log));
  if (!wanted.includes('postgres')) {
    bench.skipped.push(`postgres: not in BENCH_DATABASES=${process.env.BENCH_DATABASES}`);
  } else {
    try {
      bench.runs.push(await runOn('postgres', settings, log));
    } catch (error) {
      bench.skipped.push(`postgres: ${(error as Error).message}`);
    }
  }
  return bench;
}

if (import.meta.main) {
  const explain = process.argv.includes('--explain');
  // Seeding PGlite alone takes over four minutes when the machine is busy with other work.
  giveUpAfter('customer-list', (numberFromEnv('BENCH_DURATION', 10) * 6 + 600) * 1000);

  console.log(`customer-list on ${machineLine()}\n`);
  const bench = await runCustomerList({ explain });
  console.log(`\n${describeCustomerList(bench)}`);
  if (explain) console.log(`\nEXPLAIN (ANALYZE, BUFFERS)\n\n${describePlans(bench)}`);
  const problems = customerListProblems(bench);
  if (problems.length > 0) console.error(`\nProblems:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(problems.length > 0 ? 1 : 0);
}
