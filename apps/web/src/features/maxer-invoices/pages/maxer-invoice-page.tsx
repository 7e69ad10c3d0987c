import { Group, Paper } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiFileButton } from '../../../components/api-file-button.tsx';
import { OwnerOnly } from '../../../components/owner-only.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { BackLink, ButtonLink } from '../../../components/router-links.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useOwnMaxerInvoiceQuery } from '../api.ts';
import { InvoiceFacts } from '../components/invoice-facts.tsx';

const route = getRouteApi('/_company/maxer-invoices/$id');

/** One invoice from Maxer with its PDF (and its QR-bill while open). */
export function MaxerInvoicePage() {
  return (
    <OwnerOnly permission="platform-invoice:read-own">
      <OwnInvoice />
    </OwnerOnly>
  );
}

function OwnInvoice() {
  const { t } = useTranslation('maxer-invoices');
  const { id } = route.useParams();
  const invoice = useOwnMaxerInvoiceQuery(id);
  usePageTitle(invoice.data ? t('own.detailTitle', { number: invoice.data.number }) : t('own.title'));
  const back = <BackLink to="/maxer-invoices">{t('own.back')}</BackLink>;
  return (
    <RecordPage query={invoice} back={back}>
      {(record) => (
        <>
          <PageHeader
            back={back}
            title={t('own.detailTitle', { number: record.number })}
            actions={
              <Group gap="xs">
                <ApiFileButton path={`/api/maxer-invoices/${record._id}/pdf`} mode="open">
                  {t('own.openPdf')}
                </ApiFileButton>
                <ApiFileButton path={`/api/maxer-invoices/${record._id}/pdf?download=1`} mode="download">
                  {t('own.download')}
                </ApiFileButton>
                {record.status === 'OPEN' && (
                  <ButtonLink to="/maxer-invoices/pay">{t('own.payLink')}</ButtonLink>
                )}
              </Group>
            }
          />
          <Paper withBorder p="md">
            <InvoiceFacts invoice={record} />
          </Paper>
        </>
      )}
    </RecordPage>
  );
}
