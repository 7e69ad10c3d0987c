// customer-list's figures as text, its verdict against the target and its failures.
import type { CustomerListBench } from './customer-list.ts';
import { table } from './helpers.ts';
import { MEASUREMENT_COLUMNS, type Measurement, measurementCells } from './load-measure.ts';

/** The target: p99 under 50 ms at 20 concurrent requests on PostgreSQL. */
export const TARGET_P99_MS = 50;

/** Whether PostgreSQL met the target; undefined when it was not measured. */
export function targetMet(bench: CustomerListBench): boolean | undefined {
  const postgres = bench.runs.find((run) => run.database === 'postgres');
  return postgres?.measurements
    .filter((m) => m.query !== 'auth')
    .every((m) => m.latencyP99Ms < TARGET_P99_MS && m.non2xx + m.errors === 0);
}

/** Failures (errors, non-2xx, PostgreSQL not measured); a missed target is a figure, printed, not a failure. */
export function customerListProblems(bench: CustomerListBench): string[] {
  const problems = bench.skipped.map((reason) => `customer-list: skipped ${reason}`);
  for (const run of bench.runs) {
    for (const m of run.measurements) {
      if (m.non2xx > 0 || m.errors > 0) {
        problems.push(
          `customer-list: ${run.database} ${m.query}: ${m.non2xx} non-2xx answers, ${m.errors} errors`,
        );
      }
    }
  }
  return problems;
}

const QUERY_TITLES: Record<Measurement['query'], (search: string, hits: number) => string> = {
  list: () => 'list, page 1, 25 rows by last name',
  search: (search, hits) => `search "${search}" (${hits} hits)`,
  auth: () => 'baseline: GET /api/auth (no list)',
};

export function describeCustomerList(bench: CustomerListBench): string {
  const rows = bench.runs.flatMap((run) =>
    run.measurements.map((m) => [
      run.database,
      QUERY_TITLES[m.query](bench.search, run.searchTotal),
      ...measurementCells(m),
    ]),
  );
  const seeding = bench.runs.map((run) => `${run.database} ${(run.seedMs / 1000).toFixed(1)} s`).join(', ');
  const met = targetMet(bench);
  const postgres = bench.runs.find((run) => run.database === 'postgres');
  const measured = postgres?.measurements
    .filter((m) => m.query !== 'auth')
    .map((m) => `${m.query} p99 ${m.latencyP99Ms} ms`)
    .join(', ');
  const verdict =
    met === undefined
      ? `Target (PostgreSQL p99 < ${TARGET_P99_MS} ms): not measured (${bench.skipped.join('; ')})`
      : `Target (PostgreSQL p99 < ${TARGET_P99_MS} ms at ${bench.connections} connections): ` +
        `${met ? 'met' : 'NOT met'} (${measured})`;
  return [
    `GET /api/customers, ${bench.companies} companies × ${bench.customersPerCompany} customers, signed-in owner, ` +
      `${bench.connections} connections, ${bench.durationS} s each; seeding: ${seeding}`,
    table(['database', 'request', ...MEASUREMENT_COLUMNS], rows),
    "Server CPU: the app's main thread per request (with PGlite the database runs there too); PostgreSQL CPU: " +
      'its backends for this database per request.\nWith the event loop ~100 % busy the server is the limit: ' +
      'latency ≈ 20 ÷ requests/s, and only less CPU per request (or a less loaded machine) lowers p99.',
    verdict,
  ].join('\n');
}

export function describePlans(bench: CustomerListBench): string {
  return bench.runs.flatMap((run) => run.plans.map((p) => `--- ${p.title}\n${p.plan}`)).join('\n\n');
}
