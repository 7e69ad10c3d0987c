import { Alert } from '@mantine/core';
import { errorMessage, type InvoiceValues } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EditorLoading } from '../../../components/editor-loading.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { BackLink, ButtonLink } from '../../../components/router-links.tsx';
import { currentLanguage } from '../../../lib/language.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useInvoiceQuery, useUpdateInvoiceMutation } from '../api.ts';
import { InvoiceForm } from '../components/invoice-form.tsx';
import { invoiceFormValues } from '../invoice-form-values.ts';
import { useInvoiceCatalogue } from '../use-invoice-catalogue.ts';

const route = getRouteApi('/_company/invoices/edit/$id');

export function InvoiceEditPage() {
  const { t } = useTranslation('invoices');
  usePageTitle(t('editTitle'));
  const { id } = route.useParams();
  const navigate = route.useNavigate();
  const invoice = useInvoiceQuery(id);
  const catalogue = useInvoiceCatalogue();
  const update = useUpdateInvoiceMutation(id);

  const save = async (values: InvoiceValues) => {
    await update.mutateAsync(values);
    toast('success', t('saved'));
    await navigate({ to: '/invoices/$id', params: { id } });
  };

  return (
    <RecordPage query={invoice} maw={1000} back={<BackLink to="/invoices">{t('title')}</BackLink>}>
      {(record) => {
        const title = t('numberLabel', { number: record.number });
        const back = (
          <BackLink to="/invoices/$id" params={{ id }}>
            {title}
          </BackLink>
        );
        if (record.locked) {
          return (
            <>
              <PageHeader title={t('editTitle')} description={title} back={back} />
              <Alert variant="light" color="yellow" role="alert" title={t('lockedTitle')}>
                {errorMessage('error_unpaid_not_zero', currentLanguage())}
              </Alert>
            </>
          );
        }
        const data = catalogue.data;
        return (
          <>
            <PageHeader title={t('editTitle')} description={title} back={back} />
            {data ? (
              <InvoiceForm
                initial={invoiceFormValues(record, currentLanguage())}
                currency={record.currency}
                companyVatRate={data.vatRate}
                submitLabel={t('common:actions.save')}
                onSubmit={save}
                pending={update.isPending}
                cancel={
                  <ButtonLink variant="default" to="/invoices/$id" params={{ id }}>
                    {t('common:actions.cancel')}
                  </ButtonLink>
                }
              />
            ) : (
              <EditorLoading error={catalogue.error} />
            )}
          </>
        );
      }}
    </RecordPage>
  );
}
