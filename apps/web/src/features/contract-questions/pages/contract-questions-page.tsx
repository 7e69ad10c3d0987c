import { Alert, Button, EmptyState, Modal, Paper, Stack } from '@mantine/core';
import { labelIn, type Question, type QuestionInput } from '@maxer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { currentLanguage } from '../../../lib/language.ts';
import { toast } from '../../../lib/toast.ts';
import { useCan } from '../../../lib/use-can.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import {
  useCreateQuestionMutation,
  useDeleteQuestionMutation,
  useQuestionsQuery,
  useReorderQuestionsMutation,
} from '../api.ts';
import { QuestionForm } from '../components/question-form.tsx';
import { QuestionsTable } from '../components/questions-table.tsx';

/** The questions every job asks, in order. Created, deleted and reordered by the owner; never edited. */
export function ContractQuestionsPage() {
  const { t } = useTranslation('questions');
  usePageTitle(t('title'));
  const language = currentLanguage();
  const canChange = useCan('question:write');
  const questions = useQuestionsQuery();
  const create = useCreateQuestionMutation();
  const remove = useDeleteQuestionMutation();
  const reorder = useReorderQuestionsMutation();
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<Question | null>(null);

  const save = async (values: QuestionInput) => {
    await create.mutateAsync(values);
    toast('success', t('created'));
    setCreating(false);
  };

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

  const newButton = canChange ? <Button onClick={() => setCreating(true)}>{t('new')}</Button> : undefined;

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('title')} description={t('intro')} actions={newButton} />
      <Alert variant="light" color={canChange ? 'blue' : 'gray'}>
        {canChange ? t('notEditable') : t('ownerOnly')}
      </Alert>
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
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title={t('form.title')}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        <QuestionForm onSubmit={save} pending={create.isPending} onCancel={() => setCreating(false)} />
      </Modal>
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
