import { Paper, Stack, TextInput } from '@mantine/core';
import { type PdfComponent, type PdfComponentInput, pdfComponentInputSchema } from '@maxer/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

interface PdfComponentFormValues {
  title: string;
  content: string;
}

const EMPTY: PdfComponentFormValues = { title: '', content: '' };

export function pdfComponentFormValues(component: PdfComponent): PdfComponentFormValues {
  return { title: component.title, content: component.content };
}

interface PdfComponentFormProps {
  initial?: PdfComponentFormValues;
  submitLabel: string;
  onSubmit: (values: PdfComponentInput) => Promise<unknown>;
  pending: boolean;
  cancel: ReactNode;
}

/**
 * Title and rich content, checked with the API's schema. The content takes no placeholders: the PDF
 * prints components as written (only header and footer are filled in).
 */
export function PdfComponentForm({
  initial = EMPTY,
  submitLabel,
  onSubmit,
  pending,
  cancel,
}: PdfComponentFormProps) {
  const { t } = useTranslation('pdf-components');
  const { submit, formRef, field } = useSchemaForm({
    schema: pdfComponentInputSchema,
    initialValues: initial,
    onSubmit,
    pending,
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="lg">
        <Paper withBorder p="lg">
          <Stack gap="md">
            <TextInput
              label={t('fields.title')}
              {...field('title')}
              required
              maxLength={200}
              autoComplete="off"
            />
            <RichTextEditor
              label={t('fields.content')}
              description={t('contentHint')}
              {...field('content')}
              minHeight={200}
            />
          </Stack>
        </Paper>
        <FormActions submitLabel={submitLabel} pending={pending} cancel={cancel} />
      </Stack>
    </form>
  );
}
