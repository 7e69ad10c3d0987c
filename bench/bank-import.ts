// Time and memory of a bank statement import (issue 16, "Tests and figures"): a camt.054 of 10,000
// entries for one company with 10,000 open invoices (QR references), uploaded to
// `POST /api/payments/bank-statement` of the real app on an embedded PGlite database in this process.
//
// The file: 9,500 credits of exactly an invoice's open amount (recorded), 250 partial payments and 150
// unknown references (listed), 100 debits (listed). Then the same file again: all 10,000 are known or
// left, nothing is recorded. Printed: file size, the parser alone, each upload's time, the process's
// peak RSS and heap during it (sampled every 20 ms), the process's CPU time (the database included:
// PGlite runs in this process), and what the import answered.
//
//   npm run bench:bank-import -w @maxer/bench     (or: npx node bench/bank-import.ts)
//
// BENCH_ENTRIES   entries in the file (default 10,000).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { qrReferenceFor } from '@maxer/domain';
import { openPglite } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { customers, invoices } from '../apps/server/src/db/schema/index.ts';
import { parseCamt } from '../apps/server/src/platform/bank-statements/camt-parser.ts';
import {
  type SampleBooking,
  sampleCamt054,
} from '../apps/server/src/platform/bank-statements/camt-test-support.ts';
import { factories, TEST_PASSWORD } from '../apps/server/src/testing/factories.ts';
import { startBenchApp } from './bench-app.ts';
import { machineLine, numberFromEnv, table } from './helpers.ts';

const QR_IBAN = 'CH4431999123000889012';
const MB = 1024 * 1024;

/** Peak RSS and heap while `work` runs, sampled every 20 ms (and once at the end). */
async function measured<T>(work: () => Promise<T>) {
  let rss = process.memoryUsage().rss;
  let heap = process.memoryUsage().heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  };
  const timer = setInterval(sample, 20);
  const started = performance.now();
  const cpu = process.cpuUsage();
  try {
    const result = await work();
    sample();
    const used = process.cpuUsage(cpu);
    // PGlite runs in this process: its CPU is the whole cost, and less skewed by other work than time.
    return { result, ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, rss, heap };
  } finally {
    clearInterval(timer);
  }
}

const amountOf = (n: number) => 10_000 + ((n * 37) % 90_000);

async function main() {
  const entries = numberFromEnv('BENCH_ENTRIES', 10_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-bank-import-'));
  const database = await openPglite(dataDir);
  try {
    await migrate(database);
    const make = factories(database.db);
    const company = await make.company({ iban: QR_IBAN });
    const owner = await make.user(company.id, { role: 'OWNER' });
    // A colleague: each recorded payment tells them, as a typed one does.
    await make.user(company.id, { role: 'USER' });
    const [customer] = await database.db
      .insert(customers)
      .values({ companyId: company.id, number: 1, lastName: 'Muster', firstName: 'Erika' })
      .returning({ id: customers.id });
    const seeded = performance.now();
    for (let start = 1; start <= entries; start += 1000) {
      const rows = [];
      for (let n = start; n < Math.min(start + 1000, entries + 1); n++) {
        const total = amountOf(n);
        rows.push({
          companyId: company.id,
          number: n,
          customerId: customer!.id,
          date: '2026-03-01',
          dueDate: '2026-03-31',
          lines: [],
          vatRate: 8.1,
          currency: 'CHF' as const,
          net: total,
          vat: 0,
          total,
          paymentIban: QR_IBAN,
          paymentReference: qrReferenceFor(n),
        });
      }
      await database.db.insert(invoices).values(rows);
    }
    const seedMs = performance.now() - seeded;

    const bookings: SampleBooking[] = [];
    for (let n = 1; n <= entries; n++) {
      const share = n % 100;
      if (share < 95)
        bookings.push({ amount: amountOf(n), reference: qrReferenceFor(n), bankReference: `B${n}` });
      else if (share < 97)
        bookings.push({ amount: amountOf(n) - 1_000, reference: qrReferenceFor(n), bankReference: `B${n}` });
      else if (share < 99)
        bookings.push({ amount: 5_000, reference: qrReferenceFor(entries + n), bankReference: `B${n}` });
      else bookings.push({ amount: 1_200, direction: 'DBIT', bankReference: `B${n}` });
    }
    const file = Buffer.from(sampleCamt054(bookings));

    const parsed = await measured(async () => parseCamt(file));
    const app = await startBenchApp({ dataDir, database });
    try {
      const login = await fetch(`${app.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: owner.email, password: TEST_PASSWORD }),
      });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const upload = () =>
        fetch(`${app.base}/api/payments/bank-statement`, {
          method: 'POST',
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/xml' },
          body: file,
        }).then(async (response) => {
          if (response.status !== 200) throw new Error(`${response.status} ${await response.text()}`);
          return (await response.json()) as { recorded: unknown[]; left: { reason: string }[] };
        });
      const before = process.memoryUsage();
      const first = await measured(upload);
      const second = await measured(upload);
      const reasons = (left: { reason: string }[]) => {
        const counts = new Map<string, number>();
        for (const { reason } of left) counts.set(reason, (counts.get(reason) ?? 0) + 1);
        return [...counts].map(([reason, count]) => `${reason} ${count}`).join(', ');
      };
      console.log(`\nBank statement import (camt.054), PGlite in this process\n${machineLine()}\n`);
      console.log(
        `${entries} entries, file ${(file.length / MB).toFixed(1)} MB; ${entries} invoices seeded in ${(seedMs / 1000).toFixed(1)} s; RSS before the uploads ${(before.rss / MB).toFixed(0)} MB\n`,
      );
      console.log(
        table(
          ['step', 'time', 'CPU', 'peak RSS', 'peak heap', 'recorded', 'left'],
          [
            [
              'parse only (parseCamt)',
              `${parsed.ms.toFixed(0)} ms`,
              `${parsed.cpuMs.toFixed(0)} ms`,
              `${(parsed.rss / MB).toFixed(0)} MB`,
              `${(parsed.heap / MB).toFixed(0)} MB`,
              '',
              '',
            ],
            [
              'first upload',
              `${(first.ms / 1000).toFixed(1)} s`,
              `${(first.cpuMs / 1000).toFixed(1)} s`,
              `${(first.rss / MB).toFixed(0)} MB`,
              `${(first.heap / MB).toFixed(0)} MB`,
              String(first.result.recorded.length),
              reasons(first.result.left),
            ],
            [
              'same file again',
              `${(second.ms / 1000).toFixed(1)} s`,
              `${(second.cpuMs / 1000).toFixed(1)} s`,
              `${(second.rss / MB).toFixed(0)} MB`,
              `${(second.heap / MB).toFixed(0)} MB`,
              String(second.result.recorded.length),
              reasons(second.result.left),
            ],
          ],
        ),
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
