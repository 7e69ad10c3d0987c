import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_LABELS, LabelsInputs } from '../../../components/labels-inputs.tsx';
import type { OptionFormValues } from '../question-form-values.ts';

interface OptionsEditorProps {
  options: OptionFormValues[];
  onChange: (options: OptionFormValues[]) => void;
  errors: Readonly<Record<string, ReactNode>>;
}

let nextKey = 0;
export function newOption(): OptionFormValues {
  nextKey += 1;
  return { key: `option-${nextKey}`, labels: EMPTY_LABELS };
}

/** The choices of a SELECT question, each with its label in four languages. */
export function OptionsEditor({ options, onChange, errors }: OptionsEditorProps) {
  const { t } = useTranslation('questions');
  const replace = (index: number, option: OptionFormValues) =>
    onChange(options.map((current, at) => (at === index ? option : current)));

  return (
    <Fieldset legend={t('fields.options')}>
      <Stack gap="md">
        {options.length === 0 && <Text c="dimmed">{t('options.none')}</Text>}
        {options.map((option, index) => (
          <Stack key={option.key} gap="xs">
            <LabelsInputs
              label={t('options.label', { number: index + 1 })}
              value={option.labels}
              onChange={(labels) => replace(index, { ...option, labels })}
              errors={errors}
              path={`options.${index}.labels`}
            />
            <Group justify="flex-end">
              <Button
                variant="subtle"
                color="red"
                size="xs"
                onClick={() => onChange(options.filter((_, at) => at !== index))}
              >
                {t('options.remove', { number: index + 1 })}
              </Button>
            </Group>
          </Stack>
        ))}
        {errors.options && (
          <Text c="red" size="sm" role="alert">
            {errors.options}
          </Text>
        )}
        <Group>
          <Button variant="light" size="xs" onClick={() => onChange([...options, newOption()])}>
            {t('options.add')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
