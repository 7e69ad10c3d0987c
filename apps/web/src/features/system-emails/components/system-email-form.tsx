import { Grid, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import {
  type Language,
  SYSTEM_EMAIL_DEFAULTS,
  SYSTEM_EMAIL_TYPES,
  type SystemEmail,
  type SystemEmailType,
  type SystemEmailValues,
  systemEmailInputSchema,
} from '@maxer/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { MailPreviewPanel } from '../../mail-preview/index.ts';
import { checkMailText, MailTextFields, placeholderList } from '../../mail-templates/index.ts';
import { fetchSystemEmailPreview } from '../api.ts';

interface SystemEmailFormValues {
  type: SystemEmailType;
  language: Language;
  title: string;
  content: string;
}

/** A new text starts from the built-in one, so the company changes what it wants and keeps the rest. */
export function newSystemEmailValues(type: SystemEmailType, language: Language): SystemEmailFormValues {
  return { type, language, ...SYSTEM_EMAIL_DEFAULTS[type][language] };
}

export const systemEmailFormValues = ({
  type,
  language,
  title,
  content,
}: SystemEmail): SystemEmailFormValues => ({
  type,
  language,
  title,
  content,
});

interface SystemEmailFormProps {
  initial: SystemEmailFormValues;
  submitLabel: string;
  onSubmit: (values: SystemEmailValues) => Promise<unknown>;
  pending: boolean;
  cancel: ReactNode;
}

/**
 * Type and language of an automatic e-mail, its subject and text with placeholders, and a preview of
 * the text as it would go out, in its language.
 */
export function SystemEmailForm({ initial, submitLabel, onSubmit, pending, cancel }: SystemEmailFormProps) {
  const { t } = useTranslation('system-emails');
  const { form, submit, formRef } = useSchemaForm({
    schema: systemEmailInputSchema,
    initialValues: initial,
    // The same check as the server's: the schema, then every placeholder must be a known one.
    check: (values, errors) => ({
      ...checkMailText({ title: values.title, content: values.content }),
      ...errors,
    }),
    onSubmit,
    pending,
  });
  const { values, errors } = form;
  // Untouched text follows the type and language chosen; a text the person wrote stays.
  const untouched =
    values.title === SYSTEM_EMAIL_DEFAULTS[values.type][values.language].title &&
    values.content === SYSTEM_EMAIL_DEFAULTS[values.type][values.language].content;
  const choose = (type: SystemEmailType, language: Language) =>
    form.setValues(untouched ? newSystemEmailValues(type, language) : { type, language });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="lg">
        <Paper withBorder p="lg">
          <Stack gap="md">
            <Grid gap="md">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Select
                  label={t('fields.type')}
                  required
                  allowDeselect={false}
                  data={SYSTEM_EMAIL_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
                  value={values.type}
                  onChange={(value) => {
                    const type = SYSTEM_EMAIL_TYPES.find((known) => known === value);
                    if (type) choose(type, values.language);
                  }}
                  error={errors.type}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="system-email-language">
                    {t('fields.language')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="system-email-language"
                    value={values.language}
                    onChange={(language) => choose(values.type, language === 'en' ? 'en' : 'de')}
                    data={[
                      { value: 'de', label: t('languages.de') },
                      { value: 'en', label: t('languages.en') },
                    ]}
                  />
                </Stack>
              </Grid.Col>
            </Grid>
            <Text size="sm" c="dimmed">
              {t(`typeHints.${values.type}`)}
            </Text>
            <MailTextFields
              title={values.title}
              body={values.content}
              onTitle={(title) => form.setFieldValue('title', title)}
              onBody={(content) => form.setFieldValue('content', content)}
              errors={{ title: errors.title, body: errors.content }}
              bodyName="content"
              bodyHint={t('contentHint', { placeholders: placeholderList, total: '{{total}}' })}
            />
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <MailPreviewPanel
            texts={[values.title, values.content]}
            language={values.language}
            jobOptional
            request={({ contractId }) => fetchSystemEmailPreview({ ...values, contractId })}
          />
        </Paper>
        <FormActions submitLabel={submitLabel} pending={pending} cancel={cancel} />
      </Stack>
    </form>
  );
}
