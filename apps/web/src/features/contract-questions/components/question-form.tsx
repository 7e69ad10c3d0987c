import { Checkbox, NativeSelect, Stack } from '@mantine/core';
import { labelIn, QUESTION_TYPES, type QuestionInput, questionInputSchema } from '@maxer/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { EMPTY_LABELS, LabelsInputs } from '../../../components/labels-inputs.tsx';
import { currentLanguage } from '../../../lib/language.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { optionValues, type QuestionFormValues, questionInput } from '../question-form-values.ts';
import { DefaultValueInput } from './default-value-input.tsx';
import { newOption, OptionsEditor } from './options-editor.tsx';

interface QuestionFormProps {
  onSubmit: (values: QuestionInput) => Promise<unknown>;
  pending: boolean;
  /** The way back without saving, e.g. a link to the list. */
  cancel: ReactNode;
}

const INITIAL: QuestionFormValues = {
  labels: EMPTY_LABELS,
  type: 'TEXT',
  options: [],
  defaultValue: '',
  required: false,
};

/**
 * A new question: labels in four languages, the type of answer, options for a choice, a default that
 * fits the type, and whether an answer is required. Checked with the API's schema.
 */
export function QuestionForm({ onSubmit, pending, cancel }: QuestionFormProps) {
  const { t } = useTranslation('questions');
  const language = currentLanguage();
  const { form, submit, formRef, clearErrors } = useSchemaForm({
    schema: questionInputSchema,
    initialValues: INITIAL,
    toInput: questionInput,
    onSubmit,
    pending,
  });
  const { values, errors } = form;

  const changeType = (type: QuestionFormValues['type']) => {
    // A default typed for another kind of answer rarely fits the new one; a choice starts with one option.
    const { options } = form.getValues();
    form.setValues({
      type,
      defaultValue: '',
      options: type === 'SELECT' && options.length === 0 ? [newOption()] : options,
    });
    for (const path of ['type', 'defaultValue', 'options']) clearErrors(path);
  };

  const codes = optionValues(values.options);
  const choices = values.options.map((option, index) => ({
    value: codes[index]!,
    label: labelIn(option.labels, language) || t('options.label', { number: index + 1 }),
  }));

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('form.title')}>
      <Stack gap="md">
        <LabelsInputs
          label={t('fields.label')}
          value={values.labels}
          onChange={(labels) => form.setFieldValue('labels', labels)}
          errors={errors}
          path="labels"
          autoFocus
        />
        <NativeSelect
          label={t('fields.type')}
          name="type"
          required
          value={values.type}
          onChange={(event) =>
            changeType(QUESTION_TYPES.find((type) => type === event.currentTarget.value) ?? 'TEXT')
          }
          data={QUESTION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          error={errors.type}
        />
        {values.type === 'SELECT' && (
          <OptionsEditor
            options={values.options}
            onChange={(options) => form.setFieldValue('options', options)}
            errors={errors}
          />
        )}
        <DefaultValueInput
          key={values.type}
          type={values.type}
          value={values.defaultValue}
          onChange={(defaultValue) => form.setFieldValue('defaultValue', defaultValue)}
          options={choices}
          error={errors.defaultValue}
        />
        <Checkbox
          label={t('fields.required')}
          description={t('requiredHint')}
          {...form.getInputProps('required', { type: 'checkbox' })}
        />
        <FormActions submitLabel={t('form.submit')} pending={pending} cancel={cancel} />
      </Stack>
    </form>
  );
}
