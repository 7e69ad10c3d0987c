import { type Language, labelIn, type Question } from '@maxer/domain';
import type { TFunction } from 'i18next';
import { formatDate, formatDateTime } from '../../lib/format.ts';

/** A question's default answer as the office reads it: "Ja", an option's label, a date. */
export function defaultValueLabel(question: Question, language: Language, t: TFunction<'questions'>): string {
  const value = question.defaultValue;
  if (value === null) return '–';
  switch (question.type) {
    case 'CHECK':
      return value === 'true' ? t('common:yes') : t('common:no');
    case 'SELECT': {
      const option = question.options.find((candidate) => candidate.value === value);
      return option ? labelIn(option.labels, language) : value;
    }
    case 'DATE':
      return formatDate(`${value}T12:00:00`, language);
    case 'DATETIME-LOCAL':
      return formatDateTime(value, language);
    default:
      return value;
  }
}
