import { richTextBlocks } from '@maxer/domain';
import { BODY_SIZE, CONTENT_WIDTH, MARGIN, MUTED_COLOR, SMALL_SIZE } from '../../../platform/pdf/index.ts';
import type { ContractPdfContext } from './contract-pdf-context.ts';

/** The company's PDF components, in its order. */
export function drawComponents({ input, accent, labels, pdf }: ContractPdfContext): void {
  const { doc, style, text, heading, richText, space } = pdf;
  if (input.components.length > 0) {
    heading(labels.notes);
    for (const component of input.components) {
      pdf.ensure(40);
      style('bold', 10, accent);
      text(component.title, MARGIN.left, doc.y + 4, { width: CONTENT_WIDTH });
      space(3);
      richText(richTextBlocks(component.content));
    }
  }
}

/** The footer text (its placeholders filled) and the terms. */
export function drawClosing(
  { input: { company }, labels, pdf }: ContractPdfContext,
  fill: (text: string) => string,
): void {
  const { doc, style, text, richText, space } = pdf;
  // The footer text and the terms, kept together when they are short (a greeting alone on a page is odd).
  const footer = company.footer ? richTextBlocks(company.footer) : [];
  const termsHeight = company.hasAgb ? BODY_SIZE * 2 : 0;
  const closing = pdf.richTextHeight(footer) + termsHeight + (footer.length > 0 ? 10 : 0);
  if (closing < 240) pdf.ensure(closing);
  if (footer.length > 0) {
    space(10);
    richText(footer, fill);
  }
  if (company.hasAgb) {
    pdf.ensure(termsHeight);
    style('italic', SMALL_SIZE, MUTED_COLOR);
    text(labels.terms, MARGIN.left, doc.y + 4, { width: CONTENT_WIDTH });
  }
}
