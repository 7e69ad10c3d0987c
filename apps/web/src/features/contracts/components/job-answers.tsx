import { List, Text } from '@mantine/core';
import { type Contract, formatQuantity, type Language, labelIn } from '@maxer/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { type Fact, Facts, JobSection } from './job-section.tsx';

type Answer = Contract['answers'][number];

/** An answer as it reads: the option's label, yes/no, a Swiss date; an empty answer is left out. */
function answerText(answer: Answer, t: TFunction, language: Language): string | null {
  const value = answer.value.trim();
  if (value === '') return null;
  switch (answer.type) {
    case 'SELECT':
      return answer.optionLabels ? labelIn(answer.optionLabels, language) : value;
    case 'CHECK':
      return value === 'true' ? t('yes') : t('no');
    case 'NUMBER': {
      const number = Number(value);
      return Number.isFinite(number) ? formatQuantity(number, language) : value;
    }
    case 'DATE':
      // A calendar day (yyyy-mm-dd) read as such, in no time zone.
      return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(`${value}T00:00:00Z`, language, 'UTC') : value;
    case 'DATETIME-LOCAL':
      // A wall-clock time as entered (yyyy-mm-ddThh:mm), shown as entered.
      return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)
        ? formatDateTime(`${value.slice(0, 16)}:00Z`, language, 'UTC')
        : value;
    default:
      return value;
  }
}

/**
 * What the job records of the company's catalogue and questions (labels as they were when chosen,
 * so a deleted service still reads), and the office's notes.
 */
export function JobAnswers({ contract }: { contract: Contract }) {
  const { t } = useTranslation('job-page');
  const language = currentLanguage();
  const services = contract.services.filter((service) => service.value !== false && service.value !== 0);
  const answers: Fact[] = contract.answers.map((answer) => [
    labelIn(answer.labels, language),
    answerText(answer, t, language),
  ]);
  return (
    <>
      {services.length > 0 && (
        <JobSection id="job-services" title={t('sections.services')}>
          <List spacing={4}>
            {services.map((service) => (
              <List.Item key={service.serviceId}>
                {labelIn(service.labels, language)}
                {typeof service.value === 'number' ? `: ${formatQuantity(service.value, language)}` : ''}
              </List.Item>
            ))}
          </List>
        </JobSection>
      )}
      {answers.some(([, value]) => value !== null) && (
        <JobSection id="job-questions" title={t('sections.questions')}>
          <Facts facts={answers} />
        </JobSection>
      )}
      {contract.additionalDetails && (
        <JobSection id="job-notes" title={t('sections.notes')}>
          <Text style={{ whiteSpace: 'pre-line' }}>{contract.additionalDetails}</Text>
        </JobSection>
      )}
    </>
  );
}
