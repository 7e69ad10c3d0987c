import { EmptyState, Paper, Stack } from '@mantine/core';
import { labelIn, type Question } from '@maxer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal.tsx';
import { NotEditableNote } from '../../../components/not-editable-note.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ButtonLink } from '../../../components/router-links.tsx';
import { currentLanguage } from '../../../lib/language.ts';
import { toast } from '../../../lib/toast.ts';
import { useCan } from '../../../lib/use-can.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useDeleteQuestionMutation, useQuestionsQuery, useReorderQuestionsMutation } from '../api.ts';
import { QuestionsTable } from '../components/questions-table.tsx';

/**
 * The questions every job asks, in order, each leading to its page. Created (on their own page), deleted
 * and reordered by the owner; never edited.
 */
export function ContractQuestionsPage() {
  const { t } = useTranslation('questions');
  usePageTitle(t('title'));
  const language = currentLanguage();
  const canChange = useCan('question:write');
  const questions = useQuestionsQuery();
  const remove = useDeleteQuestionMutation();
  const reorder = useReorderQuestionsMutation();
  const [toDelete, setToDelete] = useState<Question | null>(null);

  const move = (index: number, offset: -1 | 1) => {
    const list = questions.data;
    const target = index + offset;
    if (!list || target < 0 || target >= list.length) return;
    const ordered = [...list];
    [ordered[index], ordered[target]] = [ordered[target]!, ordered[index]!];
    reorder.mutate(ordered, { onSuccess: () => toast('success', t('reordered')) });
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => {
        toast('success', t('deleted'));
        setToDelete(null);
      },
    });
  };

  const newButton = canChange ? (
    <ButtonLink to="/my-company/contract-questions/new">{t('new')}</ButtonLink>
  ) : undefined;

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('title')} description={t('intro')} actions={newButton} />
      <NotEditableNote namespace="questions" canChange={canChange} />
      <Paper withBorder p="md">
        {questions.data && questions.data.length === 0 ? (
          <EmptyState py="xl" title={t('empty.title')} description={t('empty.text')}>
            {newButton && <EmptyState.Actions>{newButton}</EmptyState.Actions>}
          </EmptyState>
        ) : (
          <QuestionsTable
            questions={questions.data}
            onMove={canChange ? move : undefined}
            onDelete={canChange ? setToDelete : undefined}
            moving={reorder.isPending}
          />
        )}
      </Paper>
      <ConfirmDeleteModal
        opened={toDelete !== null}
        title={t('delete.title')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      >
        {toDelete && t('delete.text', { name: labelIn(toDelete.labels, language) })}
      </ConfirmDeleteModal>
    </Stack>
  );
}
