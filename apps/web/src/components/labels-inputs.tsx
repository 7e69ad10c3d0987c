import { SimpleGrid, TextInput } from '@mantine/core';
import { LABEL_LANGUAGES, type LabelLanguage } from '@maxer/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type LabelsValue = Record<LabelLanguage, string>;

export const EMPTY_LABELS: LabelsValue = { de: '', en: '', fr: '', it: '' };

interface LabelsInputsProps {
  /** What the labels are of: "Bezeichnung", "Frage", "Option 2". */
  label: string;
  value: LabelsValue;
  onChange: (value: LabelsValue) => void;
  /** The form's errors by field path (as a Mantine form holds them). */
  errors: Readonly<Record<string, ReactNode>>;
  /** The field path of these labels in the errors (`labels`, `options.0.labels`). */
  path: string;
  /** Focus the German label when a dialog opens. */
  autoFocus?: boolean;
}

/** One text per label language (de required; en, fr, it fall back to German where empty). */
export function LabelsInputs({ label, value, onChange, errors, path, autoFocus = false }: LabelsInputsProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
      {LABEL_LANGUAGES.map((language) => (
        <TextInput
          key={language}
          label={`${label} (${t(`labelLanguages.${language}`)})`}
          required={language === 'de'}
          lang={language}
          data-autofocus={autoFocus && language === 'de' ? true : undefined}
          value={value[language]}
          onChange={(event) => onChange({ ...value, [language]: event.currentTarget.value })}
          error={errors[`${path}.${language}`]}
        />
      ))}
    </SimpleGrid>
  );
}
