import type { Language } from '@maxer/domain';
import { fill, plural, texts } from '../../../platform/texts.ts';

/**
 * The words of the contract PDF in a document language (glossary.md: Swiss business German): the
 * catalogue `pdf.contract` (src/locales), with its texts that take values as functions.
 */
export function contractPdfLabels(language: Language) {
  const t = texts(language, 'pdf').contract;
  return {
    ...t,
    page: (page: number, pages: number) => fill(t.page, { page, pages }),
    moveFromTo: (from: string, to: string) => fill(t.moveFromTo, { from, to }),
    workers: (count: number) => plural(t.workers, count),
    vehicles: (count: number) => plural(t.vehicles, count),
    vatAdded: (rate: string) => fill(t.vatAdded, { rate }),
    vatIncluded: (rate: string) => fill(t.vatIncluded, { rate }),
    time: (time: string) => fill(t.time, { time }),
    acceptedOnline: (at: string) => fill(t.acceptedOnline, { at }),
    typedSignature: (name: string) => fill(t.typedSignature, { name }),
  };
}

export type ContractPdfLabels = ReturnType<typeof contractPdfLabels>;
