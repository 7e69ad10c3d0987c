import { Table } from '@mantine/core';
import { LABEL_LANGUAGES, type Question } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { type DetailRow, DetailsList } from '../../../components/details-list.tsx';
import { labelRows } from '../../../components/label-rows.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';
import { defaultValueLabel } from '../default-value-label.ts';

interface QuestionDetailsProps {
  question: Question;
  /** Its place in the order jobs ask the questions (1 first); undefined while the order loads. */
  number: number | undefined;
}

/** Every field of a question: labels in four languages, type, options with theirs, default, required. */
export function QuestionDetails({ question, number }: QuestionDetailsProps) {
  const { t } = useTranslation('questions');
  const language = currentLanguage();
  const timeZone = useSession((state) => state.currentCompany?.timeZone);

  const options =
    question.type === 'SELECT' ? (
      <Table withTableBorder fz="sm" aria-label={t('fields.options')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('options.value')}</Table.Th>
            {LABEL_LANGUAGES.map((labelLanguage) => (
              <Table.Th key={labelLanguage}>{t(`common:labelLanguages.${labelLanguage}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {question.options.map((option) => (
            <Table.Tr key={option.value}>
              <Table.Td ff="monospace">{option.value}</Table.Td>
              {LABEL_LANGUAGES.map((labelLanguage) => (
                <Table.Td key={labelLanguage} lang={labelLanguage}>
                  {option.labels[labelLanguage] || '–'}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    ) : null;

  const rows: DetailRow[] = [
    [t('columns.position'), number],
    ...labelRows(t('fields.label'), question.labels, t),
    [t('fields.type'), t(`types.${question.type}`)],
    [t('fields.options'), options],
    [
      t('fields.defaultValue'),
      question.defaultValue === null ? null : defaultValueLabel(question, language, t),
    ],
    [t('fields.required'), question.required ? t('common:yes') : t('common:no')],
    [t('fields.createdAt'), formatDateTime(question.createdAt, language, timeZone)],
  ];
  return <DetailsList rows={rows} />;
}
