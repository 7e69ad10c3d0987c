// Render time of the invoice PDF with its Swiss QR-bill payment part: 200 renders in one process,
// calling the renderer directly (no HTTP, no database): a logo (prepared once, as the server does),
// ten lines on one page, VAT, totals, payment terms, and the QR-bill with a QR-IBAN and QR reference
// (issue 6; issue 21 sets the target: median under 10 ms). The first render, which loads and parses
// the fonts, is timed apart and left out of the figures.
//
//   npx node bench/invoice-pdf.ts
//
// BENCH_PDF_RENDERS  how many renders to time (default 200).

import { sampleLogoPng } from '../apps/server/src/features/contracts/contract-pdf/sample-contract.ts';
import { renderInvoicePdf } from '../apps/server/src/features/invoices/invoice-pdf/invoice-pdf.ts';
import { tenLineInvoicePdfInput } from '../apps/server/src/features/invoices/invoice-pdf/sample-invoice.ts';
import { prepareLogo } from '../apps/server/src/platform/pdf/index.ts';
import { machineLine } from './helpers.ts';
import { describeRenders, type PdfRenderBench, timeRenders } from './pdf-renders.ts';

export type InvoicePdfBench = PdfRenderBench;

const TARGET_MEDIAN_MS = 10;

export async function runInvoicePdf(): Promise<InvoicePdfBench> {
  // The server prepares a company's logo once and keeps it (platform/pdf); so does the bench.
  const input = { ...tenLineInvoicePdfInput(), logo: await prepareLogo(sampleLogoPng()) };
  return timeRenders(() => renderInvoicePdf(input));
}

export function describeInvoicePdf(result: InvoicePdfBench): string {
  return describeRenders(result, 'a ten-line invoice with QR-bill');
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
