import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import type { QuestionType } from '@maxer/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField, DateTimeField } from '../../../components/swiss-date-input.tsx';

interface DefaultValueInputProps {
  type: QuestionType;
  value: string;
  onChange: (value: string) => void;
  /** For a SELECT question: its options, value and label. */
  options: { value: string; label: string }[];
  error?: ReactNode;
}

/** The default answer, entered the way the question will be answered: text, a choice, a date, … */
export function DefaultValueInput({ type, value, onChange, options, error }: DefaultValueInputProps) {
  const { t } = useTranslation('questions');
  const common = {
    label: t('fields.defaultValue'),
    description: t('defaultHints.optional'),
    name: 'defaultValue',
    value,
    error,
  };
  const none = { value: '', label: t('noDefault') };
  switch (type) {
    case 'TEXTAREA':
      return (
        <Textarea
          {...common}
          autosize
          minRows={2}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'SELECT':
      return (
        <NativeSelect
          {...common}
          data={[none, ...options]}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'CHECK':
      return (
        <NativeSelect
          {...common}
          data={[none, { value: 'true', label: t('common:yes') }, { value: 'false', label: t('common:no') }]}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'NUMBER':
      return (
        <TextInput
          {...common}
          description={t('defaultHints.number')}
          inputMode="decimal"
          autoComplete="off"
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'DATE':
      return <DateField {...common} onChange={(value) => onChange(value)} />;
    case 'DATETIME-LOCAL':
      return <DateTimeField {...common} onChange={(value) => onChange(value)} />;
    case 'TEXT':
      return (
        <TextInput {...common} autoComplete="off" onChange={(event) => onChange(event.currentTarget.value)} />
      );
  }
}
