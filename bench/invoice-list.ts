// Latency and CPU per request of the invoice list on PostgreSQL with 200,000 invoices across 100
// companies (2,000 each), at 20 concurrent connections: page 1 in the default order (newest number
// first), the unpaid and the overdue filters, and a search by customer name (issue 6, "Tests and
// figures"). Every answer also carries the exact count and the sums of the filtered list.
//
// The app runs in this process; autocannon fires from a worker thread (customer-list's `measure`).
// Companies, owners and customers come from customer-list's set-based seed; the invoices and their
// payments are one INSERT … SELECT each for all companies, never the API. A fresh database
// `maxer_bench_<pid>` on BENCH_POSTGRES_URL's server, dropped at the end.
//
// The seeded invoices store the sample invoice's lines (the PDF bench's, so rows are as wide as real
// ones) with varied totals: the list reads the stored totals, never the lines, so they need not agree.
// No invoice is linked to a contract (the list's left join to contracts then finds nothing: slightly
// cheaper than real data). Older invoices are mostly paid, recent ones mostly open, so "overdue" is a
// small part and "unpaid" a larger one; a paid or part-paid invoice has one payment of its paid amount.
//
//   npx node bench/invoice-list.ts [--explain]
//
// --explain        also EXPLAIN (ANALYZE, BUFFERS) of the statements the server runs for each request.
// BENCH_COMPANIES / BENCH_INVOICES  companies and invoices per company (default 100 × 2,000).
// BENCH_DURATION   seconds per measurement (default 10).
// BENCH_INVOICE_SEARCH  the search term (default "bern": customers Bernasconi, Bernet, Bernhard …).
// BENCH_POSTGRES_URL  as in customer-list.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@maxer/server/app';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Db, openPostgres } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { sampleInvoicePdfInput } from '../apps/server/src/features/invoices/invoice-pdf/sample-invoice.ts';
import { memoryRateLimitStore } from '../apps/server/src/platform/rate-limit.ts';
import {
  createPostgresDatabase,
  dropDatabase,
  dropLeftoverDatabases,
  type Measurement,
  measure,
  ownerEmail,
  PASSWORD,
  seed,
} from './customer-list.ts';
import { freePort, machineLine, numberFromEnv, table } from './helpers.ts';

export const INVOICE_LIST_TARGET_P99_MS = 50;
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
/** Customers per company the invoices are spread over (as in contract-list). */
const CUSTOMERS_PER_COMPANY = 300;

export interface InvoiceListBench {
  companies: number;
  invoicesPerCompany: number;
  payments: number;
  durationS: number;
  search: string;
  seedMs: number;
  measurements: (Measurement & { title: string; total: number })[];
  plans: { title: string; plan: string }[];
}

/**
 * `perCompany` invoices for every company, numbered 1…perCompany, dated over the last two years in
 * number order, due 30 days later, totals CHF 200 – 8,200; an invoice older than 60 days is unpaid
 * with 6 % chance, a newer one with 65 %; 5 % of the paid ones are only part paid. Then one payment
 * per invoice with something paid, and the invoice counters.
 */
export async function seedInvoices(db: Db, perCompany: number, customers: number) {
  const lines = JSON.stringify(sampleInvoicePdfInput().invoice.lines);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into invoices (id, company_id, number, customer_id, contract_id, date, due_date, header, footer,
        lines, include_vat, vat_rate, currency, net, vat, total, paid, created_by_user_id, created_at, updated_at)
      select gen_random_uuid(), c.id, g.n, cu.id, null, d.day, d.day + 30,
        'Vielen Dank für Ihren Auftrag.', 'Zahlbar innert 30 Tagen.', ${lines}::jsonb,
        false, 8.1, 'CHF', t.total, 0, t.total,
        case
          when h.h3 % 100 >= case when d.day < current_date - 60 then 6 else 65 end
            then case when h.h4 % 100 < 5 then t.total / 2 else t.total end
          else 0 end,
        u.id, d.day::timestamp + interval '9 hours', d.day::timestamp + interval '9 hours'
      from companies c
      join users u on u.company_id = c.id and u.role = 'OWNER'
      cross join generate_series(1, ${perCompany}::int) as g(n)
      cross join lateral (select
        (hashtext(c.id || ':' || g.n || ':1')::bigint + 2147483648) as h1,
        (hashtext(c.id || ':' || g.n || ':2')::bigint + 2147483648) as h2,
        (hashtext(c.id || ':' || g.n || ':3')::bigint + 2147483648) as h3,
        (hashtext(c.id || ':' || g.n || ':4')::bigint + 2147483648) as h4) as h
      cross join lateral (select
        (current_date - ((${perCompany}::int - g.n) * 730 / ${perCompany}::int))::date as day) as d
      cross join lateral (select (20000 + h.h2 % 800000)::int as total) as t
      join customers cu on cu.company_id = c.id and cu.number = c.customer_number_start + h.h1 % ${customers}::int`);
    await tx.execute(sql`
      insert into payments (id, company_id, invoice_id, amount, method, date, notes, notify_customer,
        created_by_user_id, created_at)
      select gen_random_uuid(), i.company_id, i.id, i.paid,
        (array['BANK', 'BANK', 'BANK', 'CASH', 'OTHERS'])[1 + i.number % 5],
        least(i.due_date, current_date), null, false, i.created_by_user_id,
        least(i.due_date, current_date)::timestamp + interval '10 hours'
      from invoices i where i.paid > 0`);
    await tx.execute(sql`
      insert into company_counters (company_id, name, next_value)
      select id, 'invoice', 1 + ${perCompany}::int from companies`);
  });
  // What autovacuum would have done by then: planner statistics and the visibility map.
  await db.execute(sql`vacuum analyze`);
  const result = await db.execute(sql`select count(*)::int as n from payments`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/** EXPLAIN (ANALYZE, BUFFERS) of the invoice statements one request sends, recorded on the pool. */
async function explainRequest(db: Db, urlPath: string, inject: () => Promise<unknown>) {
  type Query = (config: unknown, values?: unknown[]) => Promise<{ rows: object[] }>;
  const client = (db as unknown as { $client: { query: Query } }).$client;
  const statements: { text: string; values: unknown[] }[] = [];
  const original = client.query.bind(client);
  client.query = (config: unknown, values?: unknown[]) => {
    if (typeof config === 'object' && config && 'text' in config) {
      const c = config as { text: string; values?: unknown[] };
      statements.push({ text: c.text, values: values ?? c.values ?? [] });
    } else if (typeof config === 'string') {
      statements.push({ text: config, values: values ?? [] });
    }
    return original(config, values);
  };
  try {
    await inject();
  } finally {
    client.query = original;
  }
  const plans: { title: string; plan: string }[] = [];
  // Requests autocannon left in flight may still be answered meanwhile: each statement once.
  const distinct = new Map(statements.map((s) => [`${s.text}\n${JSON.stringify(s.values)}`, s]));
  // The server's statements are prepared, and after five runs PostgreSQL may keep a generic plan (one
  // that does not know the values): explain that one too, on a connection of its own.
  const pool = client as unknown as pg.Pool;
  const connection = await pool.connect();
  try {
    for (const statement of [...distinct.values()].filter((s) => s.text.includes('"invoices"'))) {
      for (const mode of ['auto', 'force_generic_plan']) {
        await connection.query(`set plan_cache_mode = ${mode}`);
        const result = await connection.query(
          `explain (analyze, buffers) ${statement.text}`,
          statement.values,
        );
        plans.push({
          title: `${urlPath} (plan_cache_mode ${mode}):\n${statement.text}`,
          plan: result.rows.map((row) => String(Object.values(row)[0])).join('\n'),
        });
      }
    }
  } finally {
    await connection.query('reset plan_cache_mode');
    connection.release();
  }
  return plans;
}

export async function runInvoiceList(
  options: { explain?: boolean; log?: (line: string) => void } = {},
): Promise<InvoiceListBench> {
  const log = options.log ?? ((line: string) => console.log(line));
  const companies = Math.round(numberFromEnv('BENCH_COMPANIES', 100));
  const perCompany = Math.round(numberFromEnv('BENCH_INVOICES', 2000));
  const durationS = numberFromEnv('BENCH_DURATION', 10);
  const search = process.env.BENCH_INVOICE_SEARCH?.trim() || 'bern';
  const adminUrl = process.env.BENCH_POSTGRES_URL || DEFAULT_POSTGRES_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-bench-invoices-'));
  const created = await createPostgresDatabase(adminUrl);
  let database: Awaited<ReturnType<typeof openPostgres>> | undefined;
  try {
    database = await openPostgres(created.url);
    await migrate(database);
    const seedStart = performance.now();
    await seed(database.db, companies, CUSTOMERS_PER_COMPANY);
    const payments = await seedInvoices(database.db, perCompany, CUSTOMERS_PER_COMPANY);
    const seedMs = performance.now() - seedStart;
    log(
      `  seeded ${companies} companies × ${CUSTOMERS_PER_COMPANY} customers, ${perCompany} invoices each ` +
        `and ${payments} payments in ${(seedMs / 1000).toFixed(1)} s (vacuum analyze included)`,
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
      const targets: [string, Measurement['query'], string][] = [
        ['page 1 (default order)', 'list', '/api/invoices?page=1&pageSize=25'],
        ['state=unpaid', 'list', '/api/invoices?page=1&pageSize=25&state=unpaid'],
        ['state=overdue', 'list', '/api/invoices?page=1&pageSize=25&state=overdue'],
        [`search "${search}"`, 'search', `/api/invoices?page=1&pageSize=25&q=${encodeURIComponent(search)}`],
      ];
      const measurements: InvoiceListBench['measurements'] = [];
      const plans: InvoiceListBench['plans'] = [];
      for (const [title, query, urlPath] of targets) {
        const probe = await fetch(`${base}${urlPath}`, { headers });
        if (probe.status !== 200) throw new Error(`GET ${urlPath} answered ${probe.status}`);
        const { total, items } = (await probe.json()) as { total: number; items: unknown[] };
        if (items.length === 0) throw new Error(`GET ${urlPath} found no invoices`);
        log(`  GET ${urlPath} (${total} invoices) under load for ${durationS} s …`);
        const m = await measure(base, headers, query, urlPath, durationS, database.db);
        measurements.push({ ...m, title, total });
        if (options.explain) {
          plans.push(
            ...(await explainRequest(database.db, urlPath, () => fetch(`${base}${urlPath}`, { headers }))),
          );
        }
      }
      return {
        companies,
        invoicesPerCompany: perCompany,
        payments,
        durationS,
        search,
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

export function invoiceListProblems(bench: InvoiceListBench): string[] {
  return bench.measurements
    .filter((m) => m.non2xx > 0 || m.errors > 0)
    .map((m) => `invoice-list: ${m.title}: ${m.non2xx} non-2xx answers, ${m.errors} errors`);
}

export function describeInvoiceList(bench: InvoiceListBench): string {
  const met = bench.measurements.every((m) => m.latencyP99Ms < INVOICE_LIST_TARGET_P99_MS);
  return [
    `GET /api/invoices, ${bench.companies} companies × ${bench.invoicesPerCompany} invoices ` +
      `(${bench.payments} payments) on PostgreSQL, signed-in owner, 20 connections, ${bench.durationS} s each; ` +
      `seeding ${(bench.seedMs / 1000).toFixed(1)} s`,
    table(
      [
        'request',
        'found',
        'requests/s',
        'p50',
        'p99',
        'requests / non-2xx / errors',
        'server main thread CPU/request, event loop busy',
        'PostgreSQL CPU/request',
        'load avg before (1 5 15 min)',
      ],
      bench.measurements.map((m) => [
        m.title,
        String(m.total),
        String(Math.round(m.requestsPerSecond)),
        `${m.latencyP50Ms} ms`,
        `${m.latencyP99Ms} ms`,
        `${m.requests} / ${m.non2xx} / ${m.errors}`,
        `${m.serverCpuMsPerRequest.toFixed(2)} ms, ${Math.round(m.eventLoopBusy * 100)} %`,
        m.postgresCpuMsPerRequest === undefined ? '-' : `${m.postgresCpuMsPerRequest.toFixed(2)} ms`,
        m.loadAverage,
      ]),
    ),
    `Target (p99 < ${INVOICE_LIST_TARGET_P99_MS} ms at 20 connections, as the other lists): ` +
      `${met ? 'met' : 'NOT met'} (${bench.measurements.map((m) => `${m.title} p99 ${m.latencyP99Ms} ms`).join(', ')})`,
  ].join('\n');
}

if (import.meta.main) {
  const explain = process.argv.includes('--explain');
  const timeoutMs = (numberFromEnv('BENCH_DURATION', 10) * 5 + 600) * 1000;
  const giveUp = async (message: string, code: number) => {
    console.error(message);
    process.on('uncaughtException', () => undefined);
    await dropLeftoverDatabases();
    process.exit(code);
  };
  setTimeout(() => void giveUp(`invoice-list: gave up after ${timeoutMs / 1000} s`, 1), timeoutMs).unref();
  process.once('SIGINT', () => void giveUp('invoice-list: interrupted', 130));
  console.log(`invoice-list on ${machineLine()}\n`);
  const bench = await runInvoiceList({ explain });
  console.log(`\n${describeInvoiceList(bench)}`);
  if (explain) {
    console.log(
      `\nEXPLAIN (ANALYZE, BUFFERS)\n\n${bench.plans.map((p) => `--- ${p.title}\n${p.plan}`).join('\n\n')}`,
    );
  }
  const problems = invoiceListProblems(bench);
  if (problems.length > 0) console.error(`\nProblems:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(problems.length > 0 ? 1 : 0);
}
