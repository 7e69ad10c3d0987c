import { Paper, Stack } from '@mantine/core';
import {
  errorMessage,
  type MailTemplate,
  type MailTemplateValues,
  mailTemplateInputSchema,
  unknownMailPlaceholder,
} from '@maxer/domain';
import type { ReactNode } from 'react';
import { FormActions } from '../../../components/form-actions.tsx';
import type { FormErrors } from '../../../lib/form-errors.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { MailPreviewPanel } from '../../mail-preview/index.ts';
import { fetchMailPreview } from '../api.ts';
import { MailTextFields } from './mail-text-fields.tsx';

interface MailTemplateFormValues {
  title: string;
  body: string;
}

const EMPTY: MailTemplateFormValues = { title: '', body: '' };

export const mailTemplateFormValues = (template: MailTemplate): MailTemplateFormValues => ({
  title: template.title,
  body: template.body,
});

/** The same check as the server's: the schema, then every placeholder must be a known one. */
export function checkMailText(fields: Record<string, string>): FormErrors {
  const errors: FormErrors = {};
  for (const [field, text] of Object.entries(fields)) {
    const name = unknownMailPlaceholder(text);
    if (name) errors[field] = errorMessage('error_placeholder_unknown', currentLanguage(), { name });
  }
  return errors;
}

interface MailTemplateFormProps {
  initial?: MailTemplateFormValues;
  submitLabel: string;
  onSubmit: (values: MailTemplateValues) => Promise<unknown>;
  pending: boolean;
  cancel: ReactNode;
}

/** A mail template: subject and body with placeholders, and a preview with one of the company's jobs. */
export function MailTemplateForm({
  initial = EMPTY,
  submitLabel,
  onSubmit,
  pending,
  cancel,
}: MailTemplateFormProps) {
  const { form, submit, formRef } = useSchemaForm({
    schema: mailTemplateInputSchema,
    initialValues: initial,
    // The same check as the server's: the schema, then every placeholder must be a known one.
    check: (values, errors) => ({ ...checkMailText({ title: values.title, body: values.body }), ...errors }),
    onSubmit,
    pending,
  });
  const { values } = form;

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="lg">
        <Paper withBorder p="lg">
          <MailTextFields
            title={values.title}
            body={values.body}
            onTitle={(title) => form.setFieldValue('title', title)}
            onBody={(body) => form.setFieldValue('body', body)}
            errors={form.errors}
          />
        </Paper>
        <Paper withBorder p="lg">
          <MailPreviewPanel
            texts={[values.title, values.body]}
            // The panel asks only once a job is chosen (no jobOptional).
            request={({ contractId = '', language }) =>
              fetchMailPreview({ contractId, language, title: values.title, body: values.body })
            }
          />
        </Paper>
        <FormActions submitLabel={submitLabel} pending={pending} cancel={cancel} />
      </Stack>
    </form>
  );
}
