// Render time of the contract (offer) PDF: 200 renders of a full contract in one process, calling the
// renderer directly (no HTTP, no database): a logo (prepared once, as the server does), every service, lines of every
// type, catalogue services, answers and two PDF components; two to three A4 pages (issue 4, "Tests and
// figures"; target: median under 20 ms). The first render, which loads and parses the fonts, is timed
// apart and left out of the figures.
//
//   npx node bench/contract-pdf.ts
//
// BENCH_PDF_RENDERS  how many renders to time (default 200).
import { renderContractPdf } from '../apps/server/src/features/contracts/contract-pdf/contract-pdf.ts';
import {
  sampleContractPdfInput,
  sampleLogoPng,
} from '../apps/server/src/features/contracts/contract-pdf/sample-contract.ts';
import { prepareLogo } from '../apps/server/src/platform/pdf/index.ts';
import { machineLine } from './helpers.ts';
import { describeRenders, type PdfRenderBench, timeRenders } from './pdf-renders.ts';

export type ContractPdfBench = PdfRenderBench;

const TARGET_MEDIAN_MS = 20;

export async function runContractPdf(): Promise<ContractPdfBench> {
  // The server prepares a company's logo once and keeps it (platform/pdf); so does the bench.
  const input = sampleContractPdfInput({ logo: await prepareLogo(sampleLogoPng()) });
  return timeRenders(() => renderContractPdf(input));
}

export function describeContractPdf(result: ContractPdfBench): string {
  return describeRenders(result, 'a full contract');
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
