import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor as MantineEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeholderHighlight } from './placeholder-highlight.ts';
import { PlaceholderMenu } from './placeholder-menu.tsx';
import type { RichTextEditorProps } from './rich-text-editor-props.ts';
import { richTextExtensions } from './rich-text-extensions.ts';
import { fromEditorHtml, toEditorHtml } from './rich-text-html.ts';

/**
 * The editor itself (tiptap through @mantine/tiptap), loaded on demand by `RichTextEditor`; its
 * toolbar offers what the domain's rich-text subset keeps (rich-text-extensions.ts), no more.
 */
export default function RichTextEditorField({
  label,
  value,
  onChange,
  placeholders = [],
  description,
  error,
  required = false,
  name,
  minHeight = 120,
}: RichTextEditorProps) {
  const { t } = useTranslation('editor');
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  // The value last sent out: a new `value` from outside (a reset, a reload) replaces the content;
  // our own echo does not (it would move the cursor).
  const emitted = useRef(value);

  // Built once, as the editor is: callers pass a constant list of placeholders.
  const [extensions] = useState(() =>
    placeholders.length > 0
      ? [...richTextExtensions(), placeholderHighlight(placeholders)]
      : richTextExtensions(),
  );

  const editor = useEditor({
    extensions,
    content: toEditorHtml(value),
    immediatelyRender: true,
    // The toolbar shows which marks are active at the cursor: it renders again on every change.
    shouldRerenderOnTransaction: true,
    onUpdate: ({ editor: current }) => {
      const html = fromEditorHtml(current.getHTML());
      if (html === emitted.current) return;
      emitted.current = html;
      onChange(html);
    },
  });

  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(toEditorHtml(value), { emitUpdate: false });
  }, [editor, value]);

  // The editable area is a textbox named by the field's label, described by its hint and error.
  useEffect(() => {
    if (!editor) return;
    const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean);
    editor.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(describedBy.length > 0 ? { 'aria-describedby': describedBy.join(' ') } : {}),
          ...(error ? { 'aria-invalid': 'true' } : {}),
          ...(required ? { 'aria-required': 'true' } : {}),
          ...(name ? { 'data-name': name } : {}),
          style: `min-height: ${minHeight}px`,
        },
      },
    });
  }, [editor, description, error, required, name, minHeight, labelId, descriptionId, errorId]);

  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      required={required}
      labelProps={{ id: labelId, onClick: () => editor?.commands.focus() }}
      descriptionProps={{ id: descriptionId }}
      errorProps={{ id: errorId }}
    >
      <MantineEditor
        editor={editor}
        labels={{
          boldControlLabel: t('bold'),
          italicControlLabel: t('italic'),
          underlineControlLabel: t('underline'),
          h3ControlLabel: t('heading3'),
          h4ControlLabel: t('heading4'),
          bulletListControlLabel: t('bulletList'),
          orderedListControlLabel: t('orderedList'),
          linkControlLabel: t('link'),
          unlinkControlLabel: t('unlink'),
          clearFormattingControlLabel: t('clearFormatting'),
          undoControlLabel: t('undo'),
          redoControlLabel: t('redo'),
          linkEditorInputLabel: t('linkAddress'),
          linkEditorInputPlaceholder: 'https://',
          linkEditorSave: t('linkSave'),
        }}
        mt={4}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <MantineEditor.Toolbar role="toolbar" aria-label={t('toolbar', { label })}>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Bold />
            <MantineEditor.Italic />
            <MantineEditor.Underline />
            <MantineEditor.ClearFormatting />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.H3 />
            <MantineEditor.H4 />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.BulletList />
            <MantineEditor.OrderedList />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            {/* A document link has no target (the sanitizer drops it): no "new tab" switch. */}
            <MantineEditor.Link styles={{ linkEditorExternalControl: { display: 'none' } }} />
            <MantineEditor.Unlink />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Undo />
            <MantineEditor.Redo />
          </MantineEditor.ControlsGroup>
          {editor && placeholders.length > 0 && (
            <PlaceholderMenu editor={editor} placeholders={placeholders} />
          )}
        </MantineEditor.Toolbar>
        <MantineEditor.Content />
      </MantineEditor>
    </Input.Wrapper>
  );
}
