import { Checkbox, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { labelIn, type Question } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { DateField, DateTimeField } from '../../../../components/swiss-date-input.tsx';
import { currentLanguage } from '../../../../lib/language.ts';
import type { ContractForm } from '../use-contract-form.ts';

/** The company's questions, each with the field its type needs; required ones are marked and enforced. */
export function QuestionsSection({ form, questions }: { form: ContractForm; questions: Question[] }) {
  const { t } = useTranslation('contract-editor');
  const language = currentLanguage();
  if (questions.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('questions.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {questions.map((question) => {
        const path = `answers.${question._id}`;
        const value = form.values.answers[question._id] ?? '';
        const common = {
          label: labelIn(question.labels, language),
          name: path,
          required: question.required,
          error: form.error(path),
        };
        const change = (next: string) => form.set(path, next);
        switch (question.type) {
          case 'TEXTAREA':
            return (
              <Textarea
                key={question._id}
                {...common}
                rows={3}
                resize="vertical"
                value={value}
                onChange={(e) => change(e.currentTarget.value)}
              />
            );
          case 'SELECT':
            return (
              <Select
                key={question._id}
                {...common}
                data={question.options.map((option) => ({
                  value: option.value,
                  label: labelIn(option.labels, language),
                }))}
                value={value || null}
                onChange={(next) => change(next ?? '')}
                clearable={!question.required}
                comboboxProps={{ withinPortal: true }}
              />
            );
          case 'CHECK':
            return (
              <Checkbox
                key={question._id}
                {...common}
                checked={value === 'true'}
                onChange={(e) => change(e.currentTarget.checked ? 'true' : 'false')}
              />
            );
          case 'NUMBER':
            return (
              <TextInput
                key={question._id}
                {...common}
                inputMode="decimal"
                value={value}
                onChange={(e) => change(e.currentTarget.value)}
              />
            );
          case 'DATE':
            return (
              <DateField key={question._id} {...common} value={value} onChange={(value) => change(value)} />
            );
          case 'DATETIME-LOCAL':
            return (
              <DateTimeField
                key={question._id}
                {...common}
                value={value}
                onChange={(value) => change(value)}
              />
            );
          default:
            return (
              <TextInput
                key={question._id}
                {...common}
                value={value}
                onChange={(e) => change(e.currentTarget.value)}
              />
            );
        }
      })}
    </Stack>
  );
}
