// Render time of the contract (offer) PDF: 200 renders of a full contract in one process, calling the
// renderer directly (no HTTP, no database): a logo (prepared once, as the server does), every service, lines of every
// type, catalogue services, answers and two PDF components; two to three A4 pages (issue 4, "Tests and
// figures"; target: median under 20 ms). The first render, which loads and parses the fonts, is timed
// apart and left out of the figures.
//
//   npx node bench/contract-pdf.ts
//
// BENCH_PDF_RENDERS  how many renders to time (default 200).
import { renderContractPdf } from '../apps/server/src/features/documents/contract-pdf.ts';
import { prepareLogo } from '../apps/server/src/features/documents/pdf-logo.ts';
import {
  sampleContractPdfInput,
  sampleLogoPng,
} from '../apps/server/src/features/documents/sample-contract.ts';
import { machineLine, numberFromEnv } from './helpers.ts';

export interface ContractPdfBench {
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

const TARGET_MEDIAN_MS = 20;

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;

export async function runContractPdf(): Promise<ContractPdfBench> {
  const renders = numberFromEnv('BENCH_PDF_RENDERS', 200);
  // The server prepares a company's logo once and keeps it (pdf-logo.ts); so does the bench.
  const input = sampleContractPdfInput({ logo: await prepareLogo(sampleLogoPng()) });
  const firstStarted = performance.now();
  const first = await renderContractPdf(input);
  const firstMs = performance.now() - firstStarted;

  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let index = 0; index < renders; index += 1) {
    const started = performance.now();
    await renderContractPdf(input);
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

export function describeContractPdf(result: ContractPdfBench): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return [
    `  ${result.renders} renders of a full contract (${result.pages} pages, ${Math.round(result.bytes / 1024)} KB):`,
    `  median ${ms(result.medianMs)}, p99 ${ms(result.p99Ms)}, mean ${ms(result.meanMs)}; ` +
      `CPU ${ms(result.cpuPerRenderMs)} a render; first render (loads the fonts) ${ms(result.firstMs)}`,
  ].join('\n');
}

export function contractPdfProblems(result: ContractPdfBench): string[] {
  return result.medianMs < TARGET_MEDIAN_MS
    ? []
    : [`contract-pdf: median ${result.medianMs.toFixed(1)} ms, target under ${TARGET_MEDIAN_MS} ms`];
}

if (import.meta.main) {
  console.log(`contract-pdf on ${machineLine()}`);
  const result = await runContractPdf();
  console.log(describeContractPdf(result));
  const problems = contractPdfProblems(result);
  if (problems.length > 0) console.error(problems.join('\n'));
}
