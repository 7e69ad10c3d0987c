import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { toEditorHtml } from './rich-text-html.ts';

/**
 * Stored rich text shown on a page. The HTML goes through the domain's sanitizer here too (the
 * allowed subset has no attributes but a safe href), so nothing a record holds can run in the page.
 */
export function RichTextView({ value }: { value: string }) {
  const html = useMemo(() => toEditorHtml(value), [value]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the domain's allow-list just above.
  return (
    <Typography
      style={{ fontSize: 'var(--mantine-font-size-sm)' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
