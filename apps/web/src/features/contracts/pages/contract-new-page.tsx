import { Stack } from '@mantine/core';
import type { ContractInput, Question } from '@maxer/domain';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EditorLoading } from '../../../components/editor-loading.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { AnchorLink, ButtonLink } from '../../../components/router-links.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSaveContractMutation } from '../api.ts';
import { ContractEditor } from '../editor/contract-editor.tsx';
import { emptyContractForm } from '../editor/contract-form-types.ts';
import { useEditorCatalogue } from '../editor/use-editor-catalogue.ts';

/** A new contract starts empty, with each question's default answer filled in. */
function newContractForm(questions: readonly Question[]) {
  const form = emptyContractForm();
  for (const question of questions) {
    if (question.defaultValue !== null) form.answers[question._id] = question.defaultValue;
  }
  return form;
}

export function ContractNewPage() {
  const { t } = useTranslation('contract-editor');
  usePageTitle(t('newTitle'));
  const { catalogue, error } = useEditorCatalogue();
  const save = useSaveContractMutation(null);
  const navigate = useNavigate();

  const create = async (input: ContractInput) => {
    const contract = await save.mutateAsync(input);
    toast('success', t('created', { number: contract.number }));
    await navigate({ to: '/contracts/$id', params: { id: contract._id } });
  };

  return (
    <Stack gap="lg" maw={1400}>
      <PageHeader
        title={t('newTitle')}
        back={
          <AnchorLink to="/contracts" size="sm">
            ← {t('contracts:title')}
          </AnchorLink>
        }
      />
      {catalogue ? (
        <ContractEditor
          initial={newContractForm(catalogue.questions)}
          catalogue={catalogue}
          submitLabel={t('create')}
          draft="contract:new"
          onSave={create}
          pending={save.isPending}
          cancel={
            <ButtonLink variant="default" to="/contracts">
              {t('common:actions.cancel')}
            </ButtonLink>
          }
        />
      ) : (
        <EditorLoading error={error} />
      )}
    </Stack>
  );
}
