// The platform's billing run (`POST /api/admin/maxer-invoices/billing-run`, issue 16) over 1,000
// active companies with a package and two owners each: how long one run takes (each company its own
// transaction: the platform number, the invoice, its activity and the job that mails it), how long the
// second run of the same month takes (every company skipped), how long the mail jobs then take (the
// PDF in each owner's language and the e-mails into the outbox), and the memory the process holds. Companies and owners are one INSERT … SELECT each, never the API.
//
//   npm run bench:platform-billing -w @maxer/bench [-- --postgres]   (or: npx node bench/platform-billing.ts)
//
// Default: the embedded database (PGlite) in a temporary directory. --postgres: a fresh database
// `maxer_bench_<pid>` on BENCH_POSTGRES_URL's server (as in customer-list.ts), dropped at the end.
// BENCH_COMPANIES  companies to bill (default 1000).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@maxer/server/app';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openPglite, openPostgres, rowsOf } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { platformAdmins } from '../apps/server/src/db/schema/index.ts';
import { PLATFORM_INVOICE_MAIL_JOB } from '../apps/server/src/features/platform-invoices/platform-invoice-mail-job.ts';
import { hashPassword } from '../apps/server/src/platform/auth/password.ts';
import { memoryRateLimitStore } from '../apps/server/src/platform/rate-limit.ts';
import { createPostgresDatabase, DEFAULT_POSTGRES_URL, dropDatabase } from './bench-postgres.ts';
import { machineLine, numberFromEnv, table } from './helpers.ts';

const ADMIN_EMAIL = 'admin@bench.maxer.example';
const PASSWORD = 'bench-password';
const ADMIN_HOST = 'admin.localhost';
const PERIOD = '2030-01';

const BILLING_ENV = {
  PLATFORM_BILLING_NAME: 'Maxer AG',
  PLATFORM_BILLING_STREET: 'Limmatquai',
  PLATFORM_BILLING_HOUSE_NUMBER: '4',
  PLATFORM_BILLING_POSTCODE: '8001',
  PLATFORM_BILLING_TOWN: 'Zürich',
  PLATFORM_BILLING_IBAN: 'CH44 3199 9123 0008 8901 2',
  PLATFORM_BILLING_VAT_NUMBER: 'CHE-123.456.788',
};

async function seed(database: Database, companies: number) {
  const { db } = database;
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into packages (id, name, price_cents) values
      ('00000000-0000-4000-8000-00000000b111', 'Standard', 9900)`);
    await tx.execute(sql`
      insert into companies (id, name, package_id, street, street_number, zip_code, city, country)
      select ('00000000-0000-4000-8000-' || lpad(to_hex(k), 12, '0'))::uuid, 'Bench Umzüge ' || k || ' AG',
        '00000000-0000-4000-8000-00000000b111', 'Seeweg', k::text, '3000', 'Bern', 'CH'
      from generate_series(1, ${companies}) k`);
    await tx.execute(sql`
      insert into users (id, company_id, first_name, last_name, email, username, role, password_hash, language)
      select gen_random_uuid(), ('00000000-0000-4000-8000-' || lpad(to_hex(k), 12, '0'))::uuid, 'Owner', 'Nr ' || k,
        'owner' || k || '-' || o || '@bench.maxer.example', 'owner' || k || '-' || o, 'OWNER', 'x',
        case when o = 1 then 'de' else 'en' end
      from generate_series(1, ${companies}) k, generate_series(1, 2) o`);
  });
  await db.insert(platformAdmins).values({
    firstName: 'Bench',
    lastName: 'Admin',
    email: ADMIN_EMAIL,
    passwordHash: await hashPassword(PASSWORD),
  });
}

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

async function main() {
  const companies = Math.round(numberFromEnv('BENCH_COMPANIES', 1000));
  const postgres = process.argv.includes('--postgres');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-bench-billing-'));
  const adminUrl = process.env.BENCH_POSTGRES_URL || DEFAULT_POSTGRES_URL;
  const created = postgres ? await createPostgresDatabase(adminUrl) : null;
  const database = created ? await openPostgres(created.url) : await openPglite(dataDir);
  try {
    await migrate(database);
    await seed(database, companies);
    const app = await buildApp({
      config: loadConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: created?.url,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
        ...BILLING_ENV,
      }),
      database,
      rateLimitStore: memoryRateLimitStore(),
      countryOf: () => null,
      // Only the run is measured: the e-mails wait in the outbox.
      jobs: { runWorker: false },
    });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { host: ADMIN_HOST },
        payload: { email: ADMIN_EMAIL, password: PASSWORD },
      });
      const { accessToken } = login.json() as { accessToken: string };
      const headers = { host: ADMIN_HOST, authorization: `Bearer ${accessToken}` };
      const run = async () => {
        const start = performance.now();
        const response = await app.inject({
          method: 'POST',
          url: '/api/admin/maxer-invoices/billing-run',
          headers,
          payload: { period: PERIOD },
        });
        if (response.statusCode !== 200)
          throw new Error(`billing run: ${response.statusCode} ${response.body}`);
        return { ms: performance.now() - start, result: response.json() as Record<string, number> };
      };
      const first = await run();
      const second = await run();
      // What the workers then do: each invoice's PDFs and its owners' e-mails, a job per invoice.
      const mailStart = performance.now();
      let mailJobs = 0;
      for (;;) {
        const outcomes = await app.jobs.runDue(PLATFORM_INVOICE_MAIL_JOB, { batchSize: 20 });
        if (outcomes.length === 0) break;
        if (outcomes.some((outcome) => !outcome.ok)) throw new Error('a mail job failed');
        mailJobs += outcomes.length;
      }
      const mailMs = performance.now() - mailStart;
      const rss = process.memoryUsage().rss;
      const [mails] = rowsOf<{ n: number; bytes: string }>(
        await database.db.execute(sql`select count(*)::int as n, coalesce(sum(size), 0)::bigint as bytes
          from mail_attachments`),
      );
      console.log(
        `Platform billing run, ${companies} companies × 2 owners, ${created ? 'PostgreSQL' : 'PGlite'}`,
      );
      console.log(machineLine());
      console.log(
        table(
          ['run', 'created', 'skipped', 'time', 'per company'],
          [first, second].map(({ ms, result }, index) => [
            index === 0 ? 'first' : 'again (idempotent)',
            String(result.created),
            String(result.skipped),
            `${(ms / 1000).toFixed(1)} s`,
            `${(ms / companies).toFixed(1)} ms`,
          ]),
        ),
      );
      console.log(
        `mail jobs afterwards (the workers' share): ${mailJobs} in ${(mailMs / 1000).toFixed(1)} s ` +
          `(${(mailMs / Math.max(mailJobs, 1)).toFixed(1)} ms a job, rounds of 20); ` +
          `e-mails with the PDF in the outbox: ${mails?.n} (${mib(Number(mails?.bytes ?? 0))} of PDFs); ` +
          `process memory: ${mib(rss)} RSS`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    if (created) await dropDatabase(adminUrl, created.name);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
