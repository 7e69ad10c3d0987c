// Timing of a PDF renderer, shared by the contract and invoice PDF benches: the first render (fonts
// loaded and parsed) apart, then `BENCH_PDF_RENDERS` renders (default 200) in one process.
import { numberFromEnv } from './helpers.ts';

export interface PdfRenderBench {
  renders: number;
  firstMs: number;
  medianMs: number;
  p99Ms: number;
  meanMs: number;
  /** CPU time (user + system) of this process per render: the figure less the machine's other work. */
  cpuPerRenderMs: number;
  bytes: number;
  pages: number;
}

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;

export async function timeRenders(render: () => Promise<Buffer>): Promise<PdfRenderBench> {
  const renders = numberFromEnv('BENCH_PDF_RENDERS', 200);
  const firstStarted = performance.now();
  const first = await render();
  const firstMs = performance.now() - firstStarted;

  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let index = 0; index < renders; index += 1) {
    const started = performance.now();
    await render();
    times.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  times.sort((a, b) => a - b);
  return {
    renders,
    firstMs,
    medianMs: quantile(times, 0.5),
    p99Ms: quantile(times, 0.99),
    meanMs: times.reduce((sum, time) => sum + time, 0) / times.length,
    cpuPerRenderMs: (cpu.user + cpu.system) / 1000 / renders,
    bytes: first.length,
    pages: (first.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length,
  };
}

/** Two lines: what was rendered, then the figures. */
export function describeRenders(result: PdfRenderBench, what: string): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return [
    `  ${result.renders} renders of ${what} (${result.pages} pages, ${Math.round(result.bytes / 1024)} KB):`,
    `  median ${ms(result.medianMs)}, p99 ${ms(result.p99Ms)}, mean ${ms(result.meanMs)}; ` +
      `CPU ${ms(result.cpuPerRenderMs)} a render; first render (loads the fonts) ${ms(result.firstMs)}`,
  ].join('\n');
}
