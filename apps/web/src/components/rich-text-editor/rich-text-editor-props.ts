import type { ReactNode } from 'react';

/**
 * Props of the rich-text editor: a controlled form field holding the domain's rich-text HTML
 * (packages/domain/src/documents/rich-text-sanitize.ts).
 *
 * - `value`: stored HTML, or plain text saved before (shown as paragraphs); '' for nothing.
 * - `onChange(html)`: sanitized HTML exactly as the server will keep it ('' when the editor is empty);
 *   list items carry no inner `<p>`, so the PDF keeps their bullets.
 * - `placeholders`: names offered in the "insert placeholder" menu, inserted as `{{name}}`; none, no
 *   menu. The caller decides which are allowed (header/footer: HEADER_FOOTER_PLACEHOLDERS; a mail
 *   template passes its own) and validates unknown ones, as the server does.
 * - `label` names the editable area for screen readers; `description` and `error` describe it.
 *
 * Usage: `<RichTextEditor label={t('fields.header')} value={v} onChange={set} placeholders={names} />`.
 */
export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  placeholders?: readonly string[];
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Marks the editable area (`data-name`), for tests and form code that look fields up by name. */
  name?: string;
  /** Height of the empty editable area in pixels. */
  minHeight?: number;
}
