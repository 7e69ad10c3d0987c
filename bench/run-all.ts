// `npm run bench`: every bench in turn, then one summary table. Loopback only; each bench is bounded
// in time and the whole run gives up after RUN_TIMEOUT_MS.
// BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 10) tune the load test;
// DATABASE_URL runs it against a PostgreSQL server instead of the embedded database.
// customer-list (20 connections, PGlite and PostgreSQL) reads its own settings: see customer-list.ts;
// contract-list and invoice-list (20 connections, PostgreSQL) too: see contract-list.ts, invoice-list.ts;
// bare-baseline (Maxer against a bare Fastify + pg server, alternating) too: see bare-baseline.ts.
import { type AuthThroughput, describeAuthThroughput, runAuthThroughput } from './auth-throughput.ts';
import {
  type BareBaseline,
  bareBaselineProblems,
  describeBareBaseline,
  runBareBaseline,
} from './bare-baseline.ts';
import { dropLeftoverDatabases } from './bench-postgres.ts';
import {
  type ContractListBench,
  contractListProblems,
  describeContractList,
  runContractList,
} from './contract-list.ts';
import {
  type ContractPdfBench,
  contractPdfProblems,
  describeContractPdf,
  runContractPdf,
} from './contract-pdf.ts';
import { type CustomerListBench, runCustomerList } from './customer-list.ts';
import { customerListProblems, describeCustomerList } from './customer-list-report.ts';
import { machineLine, numberFromEnv, table } from './helpers.ts';
import {
  describeInvoiceList,
  type InvoiceListBench,
  invoiceListProblems,
  runInvoiceList,
} from './invoice-list.ts';
import {
  describeInvoicePdf,
  type InvoicePdfBench,
  invoicePdfProblems,
  runInvoicePdf,
} from './invoice-pdf.ts';
import { describeMailThroughput, type MailThroughput, runMailThroughput } from './mail-throughput.ts';
import {
  describeOfferPageSize,
  type OfferPageSize,
  offerPageSizeProblems,
  offerPageSizeRow,
  runOfferPageSize,
} from './offer-page-size.ts';
import { describeStartupTime, runStartupTime, type StartupTime, startupProblems } from './startup-time.ts';

// Five load measurements (auth, then list and search on two databases) plus start-ups, seeding and
// the PDF renders.
// contract-list adds three measurements and its seeding (100,000 contracts: minutes on a loaded machine),
// invoice-list four and its seeding (200,000 invoices and their payments).
// bare-baseline twenty (five routes, two rounds, two servers), a warm-up and a smaller seeding.
const RUN_TIMEOUT_MS = (numberFromEnv('BENCH_DURATION', 10) * 34 + 2100) * 1000;
setTimeout(async () => {
  console.error(`bench: gave up after ${RUN_TIMEOUT_MS / 1000} s`);
  // Dropping customer-list's database ends its connections: expected now, not a crash.
  process.on('uncaughtException', () => undefined);
  await dropLeftoverDatabases();
  process.exit(1);
}, RUN_TIMEOUT_MS).unref();

const ms = (value: number) => `${Math.round(value)} ms`;
const cpuMs = (value: number | undefined) => (value === undefined ? 'unknown' : ms(value));
const problems: string[] = [];

console.log(`Maxer bench on ${machineLine()}\n`);

console.log('offer-page-size: the JavaScript of the built customer offer page, gzipped …');
let offerPage: OfferPageSize | undefined;
try {
  offerPage = runOfferPageSize();
  console.log(describeOfferPageSize(offerPage));
  problems.push(...offerPageSizeProblems(offerPage));
} catch (error) {
  // Only an unbuilt web app gets here: the other benches need no build, so this one steps aside.
  console.log(`  skipped: ${(error as Error).message}`);
}

console.log('\ncontract-pdf: rendering the offer PDF of a full contract, in this process …');
let contractPdf: ContractPdfBench | undefined;
try {
  contractPdf = await runContractPdf();
  console.log(describeContractPdf(contractPdf));
  problems.push(...contractPdfProblems(contractPdf));
} catch (error) {
  problems.push(`contract-pdf: ${(error as Error).message}`);
}

console.log('\ninvoice-pdf: rendering an invoice PDF with its Swiss QR-bill, in this process …');
let invoicePdf: InvoicePdfBench | undefined;
try {
  invoicePdf = await runInvoicePdf();
  console.log(describeInvoicePdf(invoicePdf));
  problems.push(...invoicePdfProblems(invoicePdf));
} catch (error) {
  problems.push(`invoice-pdf: ${(error as Error).message}`);
}

console.log('\nmail-throughput: e-mails through the outbox to a local SMTP server …');
let mail: MailThroughput | undefined;
try {
  mail = await runMailThroughput();
  console.log(describeMailThroughput(mail));
  if (mail.received !== mail.messages) {
    problems.push(`mail-throughput: ${mail.received} of ${mail.messages} messages arrived`);
  }
} catch (error) {
  problems.push(`mail-throughput: ${(error as Error).message}`);
}

console.log(
  '\nstartup-time: starting apps/server/src/main.ts on an empty, then on a seeded data directory (5 times) …',
);
let startup: StartupTime | undefined;
try {
  startup = await runStartupTime();
  console.log(describeStartupTime(startup));
  problems.push(...startupProblems(startup));
} catch (error) {
  problems.push(`startup-time: ${(error as Error).message}`);
}

console.log('\nauth-throughput: GET /api/auth under load …');
let auth: AuthThroughput | undefined;
try {
  auth = await runAuthThroughput();
  console.log(describeAuthThroughput(auth));
  if (auth.non2xx > 0 || auth.errors > 0) {
    problems.push(`auth-throughput: ${auth.non2xx} non-2xx answers, ${auth.errors} errors`);
  }
} catch (error) {
  problems.push(`auth-throughput: ${(error as Error).message}`);
}

console.log(
  '\ncustomer-list: seeding, then the customer list and search under load on PGlite and PostgreSQL …',
);
let customers: CustomerListBench | undefined;
try {
  customers = await runCustomerList();
  console.log(describeCustomerList(customers));
  problems.push(...customerListProblems(customers));
} catch (error) {
  problems.push(`customer-list: ${(error as Error).message}`);
}

console.log('\ncontract-list: seeding 100,000 contracts, then the contract list under load on PostgreSQL …');
let contractList: ContractListBench | undefined;
try {
  contractList = await runContractList();
  console.log(describeContractList(contractList));
  problems.push(...contractListProblems(contractList));
} catch (error) {
  problems.push(`contract-list: ${(error as Error).message}`);
}

console.log('\ninvoice-list: seeding 200,000 invoices, then the invoice list under load on PostgreSQL …');
let invoiceList: InvoiceListBench | undefined;
try {
  invoiceList = await runInvoiceList();
  console.log(describeInvoiceList(invoiceList));
  problems.push(...invoiceListProblems(invoiceList));
} catch (error) {
  problems.push(`invoice-list: ${(error as Error).message}`);
}

console.log(
  '\nbare-baseline: Maxer against a bare Fastify + pg server running the same statements, alternating …',
);
let baseline: BareBaseline | undefined;
try {
  baseline = await runBareBaseline();
  console.log(describeBareBaseline(baseline));
  problems.push(...bareBaselineProblems(baseline));
} catch (error) {
  problems.push(`bare-baseline: ${(error as Error).message}`);
}

const rows: string[][] = [];
if (auth) {
  const load = `${auth.connections} connections, ${auth.durationS} s, ${auth.database}`;
  rows.push(
    ['GET /api/auth, valid session: requests/s', String(Math.round(auth.requestsPerSecond)), load],
    ['GET /api/auth latency p50', ms(auth.latencyP50Ms), load],
    ['GET /api/auth latency p99', ms(auth.latencyP99Ms), load],
  );
}
if (customers) {
  for (const run of customers.runs) {
    for (const m of run.measurements) {
      const what =
        m.query === 'list' ? 'customer list (page 1, 25 by name)' : `customer search "${customers.search}"`;
      const load = `${customers.connections} connections, ${customers.durationS} s, ${run.database}`;
      rows.push(
        [`GET /api/customers, ${what}: requests/s`, String(Math.round(m.requestsPerSecond)), load],
        [`GET /api/customers, ${what}: latency p50`, ms(m.latencyP50Ms), load],
        [
          `GET /api/customers, ${what}: latency p99`,
          ms(m.latencyP99Ms),
          run.database === 'postgres' ? `${load}, target < 50 ms` : load,
        ],
      );
    }
  }
}
if (contractList) {
  const load = `20 connections, ${contractList.durationS} s, postgres, ${contractList.companies} × ${contractList.contractsPerCompany} contracts`;
  for (const m of contractList.measurements) {
    rows.push(
      [`GET /api/contracts, ${m.title}: latency p99`, ms(m.latencyP99Ms), `${load}, target < 50 ms`],
      [
        `GET /api/contracts, ${m.title}: CPU/request (server, PostgreSQL)`,
        `${m.serverCpuMsPerRequest.toFixed(2)} + ${m.postgresCpuMsPerRequest?.toFixed(2) ?? '-'} ms`,
        load,
      ],
    );
  }
}
if (invoiceList) {
  const load = `20 connections, ${invoiceList.durationS} s, postgres, ${invoiceList.companies} × ${invoiceList.invoicesPerCompany} invoices`;
  for (const m of invoiceList.measurements) {
    rows.push(
      [`GET /api/invoices, ${m.title}: requests/s`, String(Math.round(m.requestsPerSecond)), load],
      [`GET /api/invoices, ${m.title}: latency p99`, ms(m.latencyP99Ms), `${load}, target < 50 ms`],
      [
        `GET /api/invoices, ${m.title}: CPU/request (server, PostgreSQL)`,
        `${m.serverCpuMsPerRequest.toFixed(2)} + ${m.postgresCpuMsPerRequest?.toFixed(2) ?? '-'} ms`,
        load,
      ],
    );
  }
}
if (baseline) {
  const load = `${baseline.connections} connections, ${baseline.durationS} s × ${baseline.rounds} alternating runs, postgres`;
  for (const r of baseline.results) {
    rows.push(
      [
        `Maxer / bare server, ${r.route.title}: requests/s`,
        r.throughputRatio.toFixed(2),
        `${load}, target ≥ ${r.route.target.toFixed(2)}: ${r.throughputRatio >= r.route.target ? 'met' : 'NOT met'}`,
      ],
      [
        `Maxer / bare server, ${r.route.title}: CPU/request (bare ÷ Maxer)`,
        r.cpuRatio.toFixed(2),
        `${load}, server + PostgreSQL`,
      ],
    );
  }
}
if (contractPdf) {
  const renders = `${contractPdf.renders} renders, ${contractPdf.pages} pages, one process, no HTTP`;
  rows.push(
    ['contract PDF render: median', `${contractPdf.medianMs.toFixed(1)} ms`, `${renders}, target < 20 ms`],
    ['contract PDF render: p99', `${contractPdf.p99Ms.toFixed(1)} ms`, renders],
    ['contract PDF render: CPU per render', `${contractPdf.cpuPerRenderMs.toFixed(1)} ms`, renders],
  );
}
if (invoicePdf) {
  const renders = `${invoicePdf.renders} renders, ${invoicePdf.pages} pages, QR-bill, one process, no HTTP`;
  rows.push(
    ['invoice PDF render: median', `${invoicePdf.medianMs.toFixed(1)} ms`, `${renders}, target < 20 ms`],
    ['invoice PDF render: p99', `${invoicePdf.p99Ms.toFixed(1)} ms`, renders],
    ['invoice PDF render: CPU per render', `${invoicePdf.cpuPerRenderMs.toFixed(1)} ms`, renders],
  );
}
if (mail) {
  rows.push([
    'e-mails through the outbox to local SMTP: per second',
    mail.perSecond.toFixed(0),
    `${mail.messages} messages, one worker, ${mail.database}`,
  ]);
}
if (startup) {
  rows.push(
    [
      'start → first healthy answer, empty data dir',
      ms(startup.empty.healthyMs),
      `create PGlite, migrate, seed demo; median of ${startup.runs.empty.length}, CPU ${cpuMs(startup.empty.cpuMs)}`,
    ],
    [
      'start → first healthy answer, seeded data dir',
      ms(startup.seeded.healthyMs),
      `open PGlite, migrations up to date; median of ${startup.runs.seeded.length}, CPU ${cpuMs(startup.seeded.cpuMs)}`,
    ],
    ['SIGTERM → exit (seeded)', ms(startup.seeded.shutdownMs), 'CHECKPOINT, close, release lock'],
    [
      'lock file removed after shutdown',
      startup.empty.lockReleased && startup.seeded.lockReleased ? 'yes' : 'NO',
      'DATA_DIR/maxer.lock',
    ],
  );
}

if (offerPage) rows.push(offerPageSizeRow(offerPage));

console.log(`\nSummary\n${table(['figure', 'value', 'conditions'], rows)}`);
if (problems.length > 0) {
  console.error(`\nProblems:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
process.exit(0);
