import type { QuestionInput, QuestionType } from '@maxer/domain';
import type { LabelsValue } from '../../components/labels-inputs.tsx';

export interface OptionFormValues {
  /** Only to keep each row's inputs while rows come and go. */
  key: string;
  labels: LabelsValue;
}

export interface QuestionFormValues {
  labels: LabelsValue;
  type: QuestionType;
  options: OptionFormValues[];
  /** As typed or picked; '' for none. Its input follows the type. */
  defaultValue: string;
  required: boolean;
}

const MAX_VALUE_LENGTH = 100;

/** A stable code for an option from its German label ("Ja, mit Lift" → "ja-mit-lift"). */
function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_VALUE_LENGTH - 4);
}

/**
 * The stored value of each option, derived from its German label so that office staff only write
 * labels; unique within the question.
 */
export function optionValues(options: readonly OptionFormValues[]): string[] {
  const used = new Set<string>();
  return options.map((option, index) => {
    const base = slug(option.labels.de) || `option-${index + 1}`;
    let value = base;
    for (let n = 2; used.has(value); n++) value = `${base}-${n}`;
    used.add(value);
    return value;
  });
}

/** What the schema checks: options only for a SELECT question, no default as null. */
export function questionInput(values: QuestionFormValues): QuestionInput {
  const codes = optionValues(values.options);
  return {
    labels: values.labels,
    type: values.type,
    options:
      values.type === 'SELECT'
        ? values.options.map((option, index) => ({ value: codes[index]!, labels: option.labels }))
        : [],
    defaultValue: values.defaultValue.trim() || null,
    required: values.required,
  };
}
