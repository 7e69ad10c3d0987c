import { Stack } from '@mantine/core';
import type { QuestionInput } from '@maxer/domain';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OwnerOnly } from '../../../components/owner-only.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { BackLink, ButtonLink } from '../../../components/router-links.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCreateQuestionMutation } from '../api.ts';
import { QuestionForm } from '../components/question-form.tsx';

/** A new question; it is asked last until moved on the list. */
export function QuestionNewPage() {
  const { t } = useTranslation('questions');
  usePageTitle(t('form.title'));
  const create = useCreateQuestionMutation();
  const navigate = useNavigate();

  const save = async (values: QuestionInput) => {
    const question = await create.mutateAsync(values);
    toast('success', t('created'));
    await navigate({ to: '/my-company/contract-questions/$id', params: { id: question._id } });
  };

  return (
    <OwnerOnly permission="question:write">
      <Stack gap="lg" maw={900}>
        <PageHeader
          title={t('form.title')}
          description={t('notEditable')}
          back={<BackLink to="/my-company/contract-questions">{t('title')}</BackLink>}
        />
        <QuestionForm
          onSubmit={save}
          pending={create.isPending}
          cancel={
            <ButtonLink variant="default" to="/my-company/contract-questions">
              {t('common:actions.cancel')}
            </ButtonLink>
          }
        />
      </Stack>
    </OwnerOnly>
  );
}
