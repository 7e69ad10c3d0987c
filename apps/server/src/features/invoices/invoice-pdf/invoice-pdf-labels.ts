import type { Language } from '@maxer/domain';
import { fill, texts } from '../../../platform/texts.ts';

/**
 * The words of the invoice PDF in a document language (glossary.md: Swiss business German): the
 * catalogue `pdf.invoice` (src/locales), with its texts that take values as functions; those of its
 * payment details and payment part are platform/pdf's.
 */
export function invoicePdfLabels(language: Language) {
  const t = texts(language, 'pdf').invoice;
  return {
    ...t,
    page: (page: number, pages: number) => fill(t.page, { page, pages }),
    vatAdded: (rate: string) => fill(t.vatAdded, { rate }),
    vatIncluded: (rate: string) => fill(t.vatIncluded, { rate }),
    terms: (due: string, days: number) =>
      days > 0 ? fill(t.termsNet, { days, due }) : fill(t.termsImmediate, { due }),
  };
}

export type InvoicePdfLabels = ReturnType<typeof invoicePdfLabels>;
