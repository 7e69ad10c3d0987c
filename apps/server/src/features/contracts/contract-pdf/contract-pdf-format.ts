import { type Currency, formatPriceRange, type Language, type PdfRelocationPriceType } from '@maxer/domain';
import { documentFormat } from '../../../platform/pdf/index.ts';
import type { ContractPdfLabels } from './contract-pdf-labels.ts';

/**
 * What the contract PDF writes beyond every document's money, quantities, dates and times
 * (platform/pdf `documentFormat`): price ranges as the company shows them, and a date with its time.
 */
export function contractPdfFormat(
  language: Language,
  timeZone: string,
  currency: Currency,
  priceType: PdfRelocationPriceType,
  labels: ContractPdfLabels,
) {
  const format = documentFormat(language, timeZone, currency);
  const display = { type: priceType, language, currency };
  const range = (low: number, high: number) => formatPriceRange(low, high, display);
  const dateTime = (iso: string) => `${format.date(iso)}, ${labels.time(format.time(iso))}`;
  return { ...format, display, range, dateTime };
}

export type ContractPdfFormat = ReturnType<typeof contractPdfFormat>;
