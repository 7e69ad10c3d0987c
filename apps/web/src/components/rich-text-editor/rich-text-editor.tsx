import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor-props.ts';

export type { RichTextEditorProps } from './rich-text-editor-props.ts';

// tiptap and ProseMirror are ~100 KB gzipped: they load with the first editor, not with every page.
const RichTextEditorField = lazy(() => import('./rich-text-editor-field.tsx'));

/** A rich-text form field (bold, italic, underline, lists, headings, links, placeholders), lazy-loaded. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <Input.Wrapper label={props.label} description={props.description} required={props.required}>
          <Skeleton height={(props.minHeight ?? 120) + 44} mt={4} aria-busy />
        </Input.Wrapper>
      }
    >
      <RichTextEditorField {...props} />
    </Suspense>
  );
}
