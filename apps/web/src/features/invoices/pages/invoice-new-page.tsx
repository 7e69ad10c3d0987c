import { Stack } from '@mantine/core';
import { calendarDayIn, type InvoiceValues } from '@maxer/domain';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorLoading } from '../../../components/editor-loading.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { BackLink, ButtonLink } from '../../../components/router-links.tsx';
import { newFormKey } from '../../../lib/form-key.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCreateInvoiceMutation } from '../api.ts';
import { InvoiceForm } from '../components/invoice-form.tsx';
import { emptyInvoiceForm } from '../invoice-form-values.ts';
import { useInvoiceCatalogue } from '../use-invoice-catalogue.ts';

/** A free invoice for a customer (one from a contract starts on the contract's page). */
export function InvoiceNewPage() {
  const { t } = useTranslation('invoices');
  usePageTitle(t('newTitle'));
  const catalogue = useInvoiceCatalogue();
  const create = useCreateInvoiceMutation();
  const navigate = useNavigate();
  // One key per opened form: a double click or a retry makes one invoice (ADR 023).
  const [idempotencyKey] = useState(newFormKey);

  const save = async (values: InvoiceValues) => {
    const invoice = await create.mutateAsync({ ...values, idempotencyKey });
    toast('success', t('created', { number: invoice.number }));
    await navigate({ to: '/invoices/$id', params: { id: invoice._id } });
  };

  const data = catalogue.data;
  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader title={t('newTitle')} back={<BackLink to="/invoices">{t('title')}</BackLink>} />
      {data ? (
        <InvoiceForm
          initial={emptyInvoiceForm(calendarDayIn(new Date(), data.timeZone), data.vatRate)}
          currency={data.currency}
          companyVatRate={data.vatRate}
          submitLabel={t('create')}
          onSubmit={save}
          pending={create.isPending}
          cancel={
            <ButtonLink variant="default" to="/invoices">
              {t('common:actions.cancel')}
            </ButtonLink>
          }
        />
      ) : (
        <EditorLoading error={catalogue.error} />
      )}
    </Stack>
  );
}
