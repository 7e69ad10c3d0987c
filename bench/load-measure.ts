// One load measurement: autocannon on a worker thread against the app in this process, with the CPU
// each request cost the server's main thread and, on PostgreSQL, the database backends.
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../apps/server/src/db/client.ts';

/** Concurrent connections of every list bench (the issues' targets are stated at 20). */
export const CONNECTIONS = 20;

export interface Measurement {
  query: 'list' | 'search' | 'auth';
  path: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** 1, 5 and 15 minute load average just before the measurement. */
  loadAverage: string;
  /** CPU time of the server's main thread (Fastify, drizzle, pg; PGlite itself too) per request. */
  serverCpuMsPerRequest: number;
  /** Share of the time the server's event loop was busy (1: the server itself was the limit). */
  eventLoopBusy: number;
  /** CPU time of the PostgreSQL backends per request (read from /proc; PostgreSQL only). */
  postgresCpuMsPerRequest?: number;
}

/** CPU seconds so far of each PostgreSQL backend serving the bench database (same machine: /proc). */
export async function postgresBackendCpu(db: Db): Promise<Map<number, number>> {
  const result = await db.execute(sql`
    select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`);
  const cpu = new Map<number, number>();
  for (const { pid } of rowsOf<{ pid: number }>(result)) {
    try {
      // After the command name: utime and stime are the 12th and 13th fields (clock ticks).
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS);
    } catch {
      // Gone, or not readable from here: not counted.
    }
  }
  return cpu;
}
/** USER_HZ: 100 on every Linux this runs on. */
const CLOCK_TICKS = 100;

export async function measure(
  base: string,
  headers: Record<string, string>,
  query: Measurement['query'],
  urlPath: string,
  durationS: number,
  postgresDb: Db | undefined,
): Promise<Measurement> {
  const loadAverage = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  const pgBefore = postgresDb && (await postgresBackendCpu(postgresDb));
  const cpuBefore = process.threadCpuUsage();
  const eluBefore = performance.eventLoopUtilization();
  const result = await autocannon({
    url: `${base}${urlPath}`,
    method: 'GET',
    headers,
    connections: CONNECTIONS,
    duration: durationS,
    // The load generator on its own thread, so it does not take the server's event loop.
    workers: 1,
  });
  const elu = performance.eventLoopUtilization(eluBefore);
  const cpu = process.threadCpuUsage(cpuBefore);
  let postgresCpuMsPerRequest: number | undefined;
  if (postgresDb && pgBefore) {
    const pgAfter = await postgresBackendCpu(postgresDb);
    let seconds = 0;
    for (const [pid, after] of pgAfter) seconds += after - (pgBefore.get(pid) ?? 0);
    postgresCpuMsPerRequest = (seconds * 1000) / Math.max(1, result.requests.total);
  }
  return {
    query,
    path: urlPath,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    loadAverage,
    serverCpuMsPerRequest: (cpu.user + cpu.system) / 1000 / Math.max(1, result.requests.total),
    eventLoopBusy: elu.utilization,
    postgresCpuMsPerRequest,
  };
}

/** The columns every list bench prints for a measurement, after its own leading ones. */
export const MEASUREMENT_COLUMNS = [
  'requests/s',
  'p50',
  'p99',
  'requests / non-2xx / errors',
  'server main thread CPU/request, event loop busy',
  'PostgreSQL CPU/request',
  'load avg before (1 5 15 min)',
] as const;

export function measurementCells(m: Measurement): string[] {
  return [
    String(Math.round(m.requestsPerSecond)),
    `${m.latencyP50Ms} ms`,
    `${m.latencyP99Ms} ms`,
    `${m.requests} / ${m.non2xx} / ${m.errors}`,
    `${m.serverCpuMsPerRequest.toFixed(2)} ms, ${Math.round(m.eventLoopBusy * 100)} %`,
    m.postgresCpuMsPerRequest === undefined ? '-' : `${m.postgresCpuMsPerRequest.toFixed(2)} ms`,
    m.loadAverage,
  ];
}
