// Latency and CPU per request of the contract list on PostgreSQL with 100,000 contracts across 100
// companies (1,000 each), at 20 concurrent connections: page 1 in the default order, with a status
// filter, and with a text search (issue 4, "Tests and figures"; target: p99 under 50 ms).
//
// The app runs in this process; autocannon fires from a worker thread. Companies, owners and customers
// come from the set-based seed in seed-customers.ts; the contracts are one INSERT … SELECT for all companies
// (details: the full sample contract of the PDF bench, its addresses varied per row), never the API.
// A fresh database `maxer_bench_<pid>` on BENCH_POSTGRES_URL's server, dropped at the end.
//
//   npx node bench/contract-list.ts [--explain]
//
// --explain        also EXPLAIN (ANALYZE, BUFFERS) of the statement the server runs for each request.
// BENCH_DURATION   seconds per measurement (default 10).
// BENCH_CONTRACT_SEARCH  the search term (default "bern": customers Bernasconi, Bernet, Bernhard, city Bern).
// BENCH_POSTGRES_URL  as in customer-list.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, openPostgres } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { sampleContractPdfInput } from '../apps/server/src/features/contracts/contract-pdf/sample-contract.ts';
import { signInOwner, startBenchApp } from './bench-app.ts';
import { createPostgresDatabase, DEFAULT_POSTGRES_URL, dropDatabase } from './bench-postgres.ts';
import { giveUpAfter } from './give-up.ts';
import { machineLine, numberFromEnv, table } from './helpers.ts';
import {
  CONNECTIONS,
  MEASUREMENT_COLUMNS,
  type Measurement,
  measure,
  measurementCells,
} from './load-measure.ts';
import { seed } from './seed-customers.ts';

export const CONTRACT_LIST_TARGET_P99_MS = 50;
/** Customers per company the contracts are spread over (fewer than customer-list's: seeding time). */
const CUSTOMERS_PER_COMPANY = 300;

export interface ContractListBench {
  companies: number;
  contractsPerCompany: number;
  durationS: number;
  search: string;
  seedMs: number;
  measurements: (Measurement & { title: string; total: number })[];
  plans: { title: string; plan: string }[];
}

/** The stored details of a full contract (what the service keeps beside the columns). */
function detailsTemplate(): Record<string, unknown> {
  const {
    _id,
    number,
    status,
    customStatus,
    customer,
    price,
    relocationStartAt,
    archived,
    acceptedAt,
    editWarning,
    readOnly,
    createdAt,
    updatedAt,
    includeVat,
    vatRate,
    currency,
    ...details
  } = sampleContractPdfInput().contract;
  return details;
}

// biome-ignore format: a list of places
const PLACES = [
  '8001 Zürich', '8004 Zürich', '8050 Zürich', '1201 Genève', '1205 Genève', '4051 Basel', '4058 Basel',
  '3007 Bern', '3011 Bern', '3014 Bern', '1003 Lausanne', '8400 Winterthur', '6003 Luzern', '9000 St. Gallen',
  '6900 Lugano', '2502 Biel/Bienne', '3600 Thun', '3098 Köniz', '1700 Fribourg', '8200 Schaffhausen',
  '7000 Chur', '8610 Uster', '1950 Sion', '2000 Neuchâtel', '6300 Zug', '5000 Aarau', '5400 Baden',
  '4600 Olten', '4500 Solothurn', '8500 Frauenfeld', '3400 Burgdorf', '4410 Liestal', '3084 Wabern bei Bern',
];
const places = sql.raw(`array[${PLACES.map((p) => `'${p}'`).join(',')}]::text[]`);

/**
 * `perCompany` contracts for every company, numbered from its contract number start: statuses OPEN
 * 40 %, PENDING 25 % (a third of them overdue), ACCEPTED 20 %, REJECTED 5 %, REVIEWED 10 %; 15 %
 * archived; a custom status on a fifth; move dates over two years; each for one of the company's
 * first `customers` customers.
 */
export async function seedContracts(db: Db, perCompany: number, customers: number) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into contract_statuses (id, company_id, name, color)
      select gen_random_uuid(), c.id, s.name, s.color from companies c
      cross join (values ('Besichtigung', '#1c7ed6'), ('Nachfassen', '#f08c00'), ('Reklamation', '#e03131'))
        as s(name, color)`);
    await tx.execute(sql`
      insert into contracts (id, company_id, number, customer_id, status, custom_status_id, relocation_start_at,
        include_vat, vat_rate, currency, details, gross_low, gross_high, offer_valid_until, accepted_at,
        archived_at, created_by_user_id, created_at, updated_at)
      select gen_random_uuid(), c.id, c.contract_number_start + g.n - 1, cu.id,
        st.status,
        case when h.h3 % 5 = 0 then (select cs.id from contract_statuses cs where cs.company_id = c.id
          order by cs.name offset h.h3 % 3 limit 1) end,
        now() + ((h.h4 % 730) - 365) * interval '1 day' + (7 + h.h4 % 4) * interval '1 hour',
        h.h5 % 4 = 0, 7.7, 'CHF',
        ${JSON.stringify(detailsTemplate())}::jsonb || jsonb_build_object(
          'moveOut', jsonb_build_object('street', 'Bahnhofstrasse', 'streetNumber', (1 + h.h5 % 90)::text,
            'zipCode', split_part(o.place, ' ', 1), 'city', substr(o.place, 6), 'country', 'CH',
            'floor', (h.h5 % 5)::text || '. OG', 'elevator', h.h5 % 2 = 0),
          'moveIn', jsonb_build_object('street', 'Seestrasse', 'streetNumber', (1 + h.h6 % 90)::text,
            'zipCode', split_part(i.place, ' ', 1), 'city', substr(i.place, 6), 'country', 'CH',
            'floor', 'EG', 'elevator', h.h6 % 3 = 0)),
        50000 + h.h6 % 200000, 50000 + h.h6 % 200000 + h.h7 % 50000,
        case when st.status <> 'OPEN' then now() + ((h.h7 % 45) - 15) * interval '1 day' end,
        case when st.status in ('ACCEPTED', 'REVIEWED') then now() - (h.h7 % 60) * interval '1 day' end,
        case when h.h8 % 100 < 15 then now() - (h.h8 % 300) * interval '1 day' end,
        u.id,
        now() - (${perCompany}::int - g.n) * interval '12 hours', now() - (${perCompany}::int - g.n) * interval '12 hours'
      from companies c
      join users u on u.company_id = c.id and u.role = 'OWNER'
      cross join generate_series(1, ${perCompany}::int) as g(n)
      cross join lateral (select
        (hashtext(c.id || ':' || g.n || ':1')::bigint + 2147483648) as h1,
        (hashtext(c.id || ':' || g.n || ':2')::bigint + 2147483648) as h2,
        (hashtext(c.id || ':' || g.n || ':3')::bigint + 2147483648) as h3,
        (hashtext(c.id || ':' || g.n || ':4')::bigint + 2147483648) as h4,
        (hashtext(c.id || ':' || g.n || ':5')::bigint + 2147483648) as h5,
        (hashtext(c.id || ':' || g.n || ':6')::bigint + 2147483648) as h6,
        (hashtext(c.id || ':' || g.n || ':7')::bigint + 2147483648) as h7,
        (hashtext(c.id || ':' || g.n || ':8')::bigint + 2147483648) as h8) as h
      cross join lateral (select case
        when h.h2 % 100 < 40 then 'OPEN' when h.h2 % 100 < 65 then 'PENDING'
        when h.h2 % 100 < 85 then 'ACCEPTED' when h.h2 % 100 < 90 then 'REJECTED' else 'REVIEWED' end
        as status) as st
      cross join lateral (select (${places})[1 + h.h1 % ${PLACES.length}] as place) as o
      cross join lateral (select (${places})[1 + h.h7 % ${PLACES.length}] as place) as i
      join customers cu on cu.company_id = c.id and cu.number = c.customer_number_start + h.h1 % ${customers}::int`);
    await tx.execute(sql`
      insert into company_counters (company_id, name, next_value)
      select id, 'contract', contract_number_start + ${perCompany}::int from companies`);
  });
  await db.execute(sql`vacuum analyze`);
}

/** EXPLAIN (ANALYZE, BUFFERS) of what listContracts sends, logged by a recording client. */
async function explainContractList(db: Db, urlPath: string, inject: () => Promise<unknown>) {
  const client = (
    db as unknown as { $client: { query: (t: string, p?: unknown[]) => Promise<{ rows: object[] }> } }
  ).$client;
  const statements: { text: string; values: unknown[] }[] = [];
  const original = client.query.bind(client);
  // Record the next statements the pool runs for one request, then explain each.
  (client as { query: unknown }).query = (config: unknown, values?: unknown[]) => {
    if (typeof config === 'object' && config && 'text' in config) {
      const c = config as { text: string; values?: unknown[] };
      statements.push({ text: c.text, values: values ?? c.values ?? [] });
    }
    return (original as (a: unknown, b?: unknown) => Promise<unknown>)(config, values);
  };
  try {
    await inject();
  } finally {
    (client as { query: unknown }).query = original;
  }
  const plans: { title: string; plan: string }[] = [];
  for (const statement of statements.filter((s) => s.text.includes('from "contracts"'))) {
    const result = await original(`explain (analyze, buffers) ${statement.text}`, statement.values);
    plans.push({
      title: `${urlPath}:\n${statement.text}`,
      plan: result.rows.map((row) => String(Object.values(row)[0])).join('\n'),
    });
  }
  return plans;
}

export async function runContractList(
  options: { explain?: boolean; log?: (line: string) => void } = {},
): Promise<ContractListBench> {
  const log = options.log ?? ((line: string) => console.log(line));
  const companies = Math.round(numberFromEnv('BENCH_COMPANIES', 100));
  const perCompany = Math.round(numberFromEnv('BENCH_CONTRACTS', 1000));
  const durationS = numberFromEnv('BENCH_DURATION', 10);
  const search = process.env.BENCH_CONTRACT_SEARCH?.trim() || 'bern';
  const adminUrl = process.env.BENCH_POSTGRES_URL || DEFAULT_POSTGRES_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-bench-contracts-'));
  const created = await createPostgresDatabase(adminUrl);
  let database: Awaited<ReturnType<typeof openPostgres>> | undefined;
  try {
    database = await openPostgres(created.url);
    await migrate(database);
    const seedStart = performance.now();
    await seed(database.db, companies, CUSTOMERS_PER_COMPANY);
    await seedContracts(database.db, perCompany, CUSTOMERS_PER_COMPANY);
    const seedMs = performance.now() - seedStart;
    log(
      `  seeded ${companies} companies × ${CUSTOMERS_PER_COMPANY} customers and ${perCompany} contracts ` +
        `in ${(seedMs / 1000).toFixed(1)} s (vacuum analyze included)`,
    );
    const app = await startBenchApp({ dataDir, database, databaseUrl: created.url });
    try {
      const { base } = app;
      const headers = await signInOwner(base, Math.floor(companies / 2));
      const targets = [
        ['page 1, default order (number)', '/api/contracts?page=1&pageSize=25'],
        ['status PENDING', '/api/contracts?status=PENDING&pageSize=25'],
        [`search "${search}"`, `/api/contracts?q=${encodeURIComponent(search)}&pageSize=25`],
      ] as const;
      const measurements: ContractListBench['measurements'] = [];
      const plans: ContractListBench['plans'] = [];
      for (const [title, urlPath] of targets) {
        const probe = await fetch(`${base}${urlPath}`, { headers });
        if (probe.status !== 200) throw new Error(`GET ${urlPath} answered ${probe.status}`);
        const { total, items } = (await probe.json()) as { total: number; items: unknown[] };
        if (items.length === 0) throw new Error(`GET ${urlPath} found no contracts`);
        log(`  GET ${urlPath} (${total} contracts) under load for ${durationS} s …`);
        const m = await measure(base, headers, 'list', urlPath, durationS, database.db);
        measurements.push({ ...m, title, total });
        if (options.explain) {
          plans.push(
            ...(await explainContractList(database.db, urlPath, () =>
              fetch(`${base}${urlPath}`, { headers }),
            )),
          );
        }
      }
      return { companies, contractsPerCompany: perCompany, durationS, search, seedMs, measurements, plans };
    } finally {
      await app.close();
    }
  } finally {
    await database?.close();
    await dropDatabase(adminUrl, created.name);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function contractListProblems(bench: ContractListBench): string[] {
  return bench.measurements
    .filter((m) => m.non2xx > 0 || m.errors > 0)
    .map((m) => `contract-list: ${m.title}: ${m.non2xx} non-2xx answers, ${m.errors} errors`);
}

export function describeContractList(bench: ContractListBench): string {
  const met = bench.measurements.every((m) => m.latencyP99Ms < CONTRACT_LIST_TARGET_P99_MS);
  return [
    `GET /api/contracts, ${bench.companies} companies × ${bench.contractsPerCompany} contracts on PostgreSQL, ` +
      `signed-in owner, ${CONNECTIONS} connections, ${bench.durationS} s each; seeding ${(bench.seedMs / 1000).toFixed(1)} s`,
    table(
      ['request', 'found', ...MEASUREMENT_COLUMNS],
      bench.measurements.map((m) => [m.title, String(m.total), ...measurementCells(m)]),
    ),
    `Target (p99 < ${CONTRACT_LIST_TARGET_P99_MS} ms at ${CONNECTIONS} connections): ${met ? 'met' : 'NOT met'} ` +
      `(${bench.measurements.map((m) => `${m.title} p99 ${m.latencyP99Ms} ms`).join(', ')})`,
  ].join('\n');
}

if (import.meta.main) {
  const explain = process.argv.includes('--explain');
  giveUpAfter('contract-list', (numberFromEnv('BENCH_DURATION', 10) * 4 + 600) * 1000);
  console.log(`contract-list on ${machineLine()}\n`);
  const bench = await runContractList({ explain });
  console.log(`\n${describeContractList(bench)}`);
  if (explain) {
    console.log(
      `\nEXPLAIN (ANALYZE, BUFFERS)\n\n${bench.plans.map((p) => `--- ${p.title}\n${p.plan}`).join('\n\n')}`,
    );
  }
  const problems = contractListProblems(bench);
  if (problems.length > 0) console.error(`\nProblems:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(problems.length > 0 ? 1 : 0);
}
