// Render time of the invoice PDF with its Swiss QR-bill payment part: 200 renders in one process,
// calling the renderer directly (no HTTP, no database): a logo (prepared once, as the server does),
// lines of every type, VAT, totals, payment terms, and the QR-bill with a QR-IBAN and QR reference
// (issue 6, "Tests and figures"; target: median under 20 ms). The first render, which loads and parses
// the fonts, is timed apart and left out of the figures.
//
//   npx node bench/invoice-pdf.ts
//
// BENCH_PDF_RENDERS  how many renders to time (default 200).
import { renderInvoicePdf } from '../apps/server/src/features/documents/invoice-pdf.ts';
import { prepareLogo } from '../apps/server/src/features/documents/pdf-logo.ts';
import { sampleLogoPng } from '../apps/server/src/features/documents/sample-contract.ts';
import { sampleInvoicePdfInput } from '../apps/server/src/features/documents/sample-invoice.ts';
import { machineLine, numberFromEnv } from './helpers.ts';

export interface InvoicePdfBench {
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

export async function runInvoicePdf(): Promise<InvoicePdfBench> {
  const renders = numberFromEnv('BENCH_PDF_RENDERS', 200);
  // The server prepares a company's logo once and keeps it (pdf-logo.ts); so does the bench.
  const input = { ...sampleInvoicePdfInput(), logo: await prepareLogo(sampleLogoPng()) };
  const firstStarted = performance.now();
  const first = await renderInvoicePdf(input);
  const firstMs = performance.now() - firstStarted;

  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let index = 0; index < renders; index += 1) {
    const started = performance.now();
    await renderInvoicePdf(input);
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

export function describeInvoicePdf(result: InvoicePdfBench): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return [
    `  ${result.renders} renders of an invoice with QR-bill (${result.pages} pages, ${Math.round(result.bytes / 1024)} KB):`,
    `  median ${ms(result.medianMs)}, p99 ${ms(result.p99Ms)}, mean ${ms(result.meanMs)}; ` +
      `CPU ${ms(result.cpuPerRenderMs)} a render; first render (loads the fonts) ${ms(result.firstMs)}`,
  ].join('\n');
}

export function invoicePdfProblems(result: InvoicePdfBench): string[] {
  return result.medianMs < TARGET_MEDIAN_MS
    ? []
    : [`invoice-pdf: median ${result.medianMs.toFixed(1)} ms, target under ${TARGET_MEDIAN_MS} ms`];
}

if (import.meta.main) {
  console.log(`invoice-pdf on ${machineLine()}`);
  const result = await runInvoicePdf();
  console.log(describeInvoicePdf(result));
  const problems = invoicePdfProblems(result);
  if (problems.length > 0) console.error(problems.join('\n'));
}
