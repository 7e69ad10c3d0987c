import { Stack } from '@mantine/core';
import { labelIn } from '@maxer/domain';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DeleteRecordButton } from '../../../components/delete-record-button.tsx';
import { NotEditableNote } from '../../../components/not-editable-note.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { BackLink } from '../../../components/router-links.tsx';
import { currentLanguage } from '../../../lib/language.ts';
import { toast } from '../../../lib/toast.ts';
import { useCan } from '../../../lib/use-can.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useDeleteQuestionMutation, useQuestionQuery, useQuestionsQuery } from '../api.ts';
import { QuestionDetails } from './question-details.tsx';

interface QuestionRecordProps {
  id: string;
  /** Reached through the edit address: say why there is no form. */
  editRequested?: boolean;
}

/** One question's page: every field and delete; never edit (spec §5), the order is changed on the list. */
export function QuestionRecord({ id, editRequested = false }: QuestionRecordProps) {
  const { t } = useTranslation('questions');
  const language = currentLanguage();
  const navigate = useNavigate();
  const canChange = useCan('question:write');
  const question = useQuestionQuery(id);
  const ordered = useQuestionsQuery();
  const remove = useDeleteQuestionMutation();
  const label = question.data ? labelIn(question.data.labels, language) : '';
  usePageTitle(label || t('title'));

  const deleteQuestion = async () => {
    await remove.mutateAsync(id);
    toast('success', t('deleted'));
    await navigate({ to: '/my-company/contract-questions' });
  };

  const index = ordered.data?.findIndex((candidate) => candidate._id === id) ?? -1;
  const backToList = <BackLink to="/my-company/contract-questions">{t('title')}</BackLink>;

  return (
    <RecordPage query={question} back={backToList}>
      {(record) => (
        <>
          <PageHeader
            back={backToList}
            title={label}
            description={t(`types.${record.type}`)}
            actions={
              canChange && (
                <DeleteRecordButton title={t('delete.title')} onDelete={deleteQuestion}>
                  {t('delete.text', { name: label })}
                </DeleteRecordButton>
              )
            }
          />
          <Stack gap="md">
            <NotEditableNote namespace="questions" canChange={canChange} editRequested={editRequested} />
            <QuestionDetails question={record} number={index === -1 ? undefined : index + 1} />
          </Stack>
        </>
      )}
    </RecordPage>
  );
}
