import { Alert, Button, Tabs, Tooltip } from '@mantine/core';
import { errorMessage } from '@maxer/domain';
import { getRouteApi, Outlet, useMatchRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiFileButton } from '../../../components/api-file-button.tsx';
import { DeleteRecordButton } from '../../../components/delete-record-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { BackLink, ButtonLink } from '../../../components/router-links.tsx';
import { currentLanguage } from '../../../lib/language.ts';
import { toast } from '../../../lib/toast.ts';
import { useCan } from '../../../lib/use-can.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useDeleteInvoiceMutation, useInvoiceQuery } from '../api.ts';
import { InvoiceOverview } from '../components/invoice-overview.tsx';
import { SendInvoiceModal } from '../components/send-invoice-modal.tsx';

const route = getRouteApi('/_company/invoices/$id');
const overviewRoute = getRouteApi('/_company/invoices/$id/');

type InvoiceTab = 'default' | 'payments' | 'sent-emails';

/** One invoice: its header and actions, and the tabs default, payments and sent-emails (spec §2). */
export function InvoiceDetailPage() {
  const { t } = useTranslation('invoices');
  const { id } = route.useParams();
  const navigate = route.useNavigate();
  const invoice = useInvoiceQuery(id);
  const remove = useDeleteInvoiceMutation();
  const mayDelete = useCan('invoice:delete');
  const matchRoute = useMatchRoute();
  const [sending, setSending] = useState(false);
  usePageTitle(invoice.data ? t('numberLabel', { number: invoice.data.number }) : t('title'));

  const tab: InvoiceTab = matchRoute({ to: '/invoices/$id/payments', params: { id } })
    ? 'payments'
    : matchRoute({ to: '/invoices/$id/sent-emails', params: { id } })
      ? 'sent-emails'
      : 'default';
  const openTab = (value: string | null) => {
    if (value === 'payments') void navigate({ to: '/invoices/$id/payments', params: { id } });
    else if (value === 'sent-emails') void navigate({ to: '/invoices/$id/sent-emails', params: { id } });
    else void navigate({ to: '/invoices/$id', params: { id } });
  };

  const deleteInvoice = async () => {
    await remove.mutateAsync(id);
    toast('success', t('deleted'));
    await navigate({ to: '/invoices' });
  };

  const backToList = <BackLink to="/invoices">{t('title')}</BackLink>;
  const pdf = `/api/invoices/${id}/pdf`;

  return (
    <RecordPage query={invoice} back={backToList} maw={1100}>
      {(record) => {
        const lockedReason = errorMessage('error_unpaid_not_zero', currentLanguage());
        return (
          <>
            <PageHeader
              back={backToList}
              title={t('numberLabel', { number: record.number })}
              description={record.customer.name}
              actions={
                <>
                  {/* The invoice's main action: send it by e-mail with its PDF (the sent-emails tab lists it). */}
                  <Button onClick={() => setSending(true)}>{t('actions.send')}</Button>
                  {record.locked ? (
                    <Tooltip label={lockedReason}>
                      <Button
                        variant="default"
                        data-disabled
                        aria-disabled
                        onClick={(event) => event.preventDefault()}
                      >
                        {t('common:actions.edit')}
                      </Button>
                    </Tooltip>
                  ) : (
                    <ButtonLink to="/invoices/edit/$id" params={{ id }} variant="default">
                      {t('common:actions.edit')}
                    </ButtonLink>
                  )}
                  <ApiFileButton path={pdf} mode="open">
                    {t('actions.pdf')}
                  </ApiFileButton>
                  <ApiFileButton path={`${pdf}?download=1`} mode="download">
                    {t('actions.download')}
                  </ApiFileButton>
                  {mayDelete &&
                    (record.locked ? (
                      <Tooltip label={lockedReason}>
                        <Button
                          variant="light"
                          color="red"
                          data-disabled
                          aria-disabled
                          onClick={(event) => event.preventDefault()}
                        >
                          {t('common:actions.delete')}
                        </Button>
                      </Tooltip>
                    ) : (
                      <DeleteRecordButton title={t('delete.title')} onDelete={deleteInvoice}>
                        {t('delete.text', { number: record.number })}
                      </DeleteRecordButton>
                    ))}
                </>
              }
            />
            {record.locked && (
              <Alert variant="light" color="gray" py="xs">
                {t('lockedNote')} {lockedReason}
              </Alert>
            )}
            <Tabs value={tab} onChange={openTab} keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="default">{t('tabs.default')}</Tabs.Tab>
                <Tabs.Tab value="payments">{t('tabs.payments')}</Tabs.Tab>
                <Tabs.Tab value="sent-emails">{t('tabs.sentEmails')}</Tabs.Tab>
              </Tabs.List>
            </Tabs>
            <Outlet />
            {sending && (
              <SendInvoiceModal
                invoiceId={record._id}
                defaultRecipient={record.customer.email}
                onClose={() => setSending(false)}
              />
            )}
          </>
        );
      }}
    </RecordPage>
  );
}

/** The default tab's page: the invoice itself. */
export function InvoiceOverviewTab() {
  const { id } = overviewRoute.useParams();
  const invoice = useInvoiceQuery(id);
  return invoice.data ? <InvoiceOverview invoice={invoice.data} /> : null;
}
