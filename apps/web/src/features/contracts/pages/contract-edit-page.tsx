import { Alert, Stack } from '@mantine/core';
import type { Contract, ContractInput } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EditorLoading } from '../../../components/editor-loading.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordView } from '../../../components/record-view.tsx';
import { AnchorLink, ButtonLink } from '../../../components/router-links.tsx';
import { currentLanguage } from '../../../lib/language.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useContractQuery, useSaveContractMutation } from '../api.ts';
import { ContractEditor } from '../editor/contract-editor.tsx';
import { contractFormValues } from '../editor/contract-form-values.ts';
import { useEditorCatalogue } from '../editor/use-editor-catalogue.ts';

const route = getRouteApi('/_company/contracts/edit/$id');

export function ContractEditPage() {
  const { t } = useTranslation('contract-editor');
  const { id } = route.useParams();
  const contract = useContractQuery(id);
  usePageTitle(contract.data ? t('editTitle', { number: contract.data.number }) : t('contracts:title'));

  const backToList = (
    <AnchorLink to="/contracts" size="sm">
      ← {t('contracts:title')}
    </AnchorLink>
  );
  return (
    <Stack gap="lg" maw={1400}>
      <RecordView query={contract} back={backToList}>
        {(record) => <EditContract contract={record} />}
      </RecordView>
    </Stack>
  );
}

function EditContract({ contract }: { contract: Contract }) {
  const { t } = useTranslation('contract-editor');
  const navigate = route.useNavigate();
  const { catalogue, error } = useEditorCatalogue();
  const save = useSaveContractMutation(contract._id);
  const id = contract._id;

  const update = async (input: ContractInput) => {
    await save.mutateAsync(input);
    toast('success', t('saved', { number: contract.number }));
    await navigate({ to: '/contracts/$id', params: { id } });
  };
  const backToDetail = (
    <AnchorLink to="/contracts/$id" params={{ id }} size="sm">
      ← {t('contracts:numberLabel', { number: contract.number })}
    </AnchorLink>
  );

  return (
    <>
      <PageHeader
        title={t('editTitle', { number: contract.number })}
        description={contract.customer.name}
        back={backToDetail}
      />
      {contract.readOnly ? (
        // Accepted and the move date has passed: the server refuses changes (spec §4).
        <Alert color="gray" role="status" title={t('readOnly.title')}>
          {t('readOnly.text')}{' '}
          <AnchorLink to="/contracts/$id" params={{ id }}>
            {t('readOnly.back')}
          </AnchorLink>
        </Alert>
      ) : (
        <>
          {contract.editWarning && (
            <Alert color="yellow" role="status" title={t('editWarning.title')}>
              {t('editWarning.text')}
            </Alert>
          )}
          {contract.offerOpen && (
            // Saving changes what the customer is offered and accepts (ADR 023): say so before.
            <Alert color="yellow" role="status" title={t('offerOpen.title')}>
              {t('offerOpen.text')}
            </Alert>
          )}
          {catalogue ? (
            <ContractEditor
              initial={contractFormValues(contract, catalogue.timeZone, currentLanguage())}
              // A saved contract keeps the VAT rate and currency it was made with (the server prices a
              // change with them), even when the company's settings changed since.
              catalogue={{ ...catalogue, vatRate: contract.vatRate, currency: contract.currency }}
              submitLabel={t('common:actions.save')}
              acceptedPrice={contract.priceBasis === 'accepted' ? contract.price : null}
              onSave={update}
              draft={`contract:${contract._id}`}
              pending={save.isPending}
              cancel={
                <ButtonLink variant="default" to="/contracts/$id" params={{ id }}>
                  {t('common:actions.cancel')}
                </ButtonLink>
              }
            />
          ) : (
            <EditorLoading error={error} />
          )}
        </>
      )}
    </>
  );
}
