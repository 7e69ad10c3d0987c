import { formatMoney } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DeleteRecordButton } from '../../../components/delete-record-button.tsx';
import { DetailsList } from '../../../components/details-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { AnchorLink, BackLink } from '../../../components/router-links.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { formatDay } from '../../../lib/format-day.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useDeletePaymentMutation, usePaymentQuery } from '../api.ts';

const route = getRouteApi('/_company/payments/$id');

/** One payment, linking to its invoice; deleting it makes the invoice unpaid again by its amount. */
export function PaymentDetailPage() {
  const { t } = useTranslation('payments');
  const { id } = route.useParams();
  const navigate = route.useNavigate();
  const payment = usePaymentQuery(id);
  const remove = useDeletePaymentMutation();
  const timeZone = useSession((state) => state.currentCompany?.timeZone);
  const language = currentLanguage();
  usePageTitle(t('detailTitle'));
  const backToList = <BackLink to="/payments">{t('title')}</BackLink>;

  return (
    <RecordPage query={payment} back={backToList}>
      {(record) => {
        const amount = formatMoney(record.amount, language, record.currency);
        return (
          <>
            <PageHeader
              back={backToList}
              title={`${t('detailTitle')} ${amount}`}
              description={t('invoiceLabel', { number: record.invoice.number })}
              actions={
                <DeleteRecordButton
                  title={t('delete.title')}
                  onDelete={async () => {
                    await remove.mutateAsync(record);
                    toast('success', t('delete.done'));
                    await navigate({ to: '/payments' });
                  }}
                >
                  {t('delete.text', {
                    amount,
                    date: formatDay(record.date, language),
                    number: record.invoice.number,
                  })}
                </DeleteRecordButton>
              }
            />
            <DetailsList
              rows={[
                [t('fields.amount'), amount],
                [t('fields.method'), t(`method.${record.method}`)],
                [t('fields.date'), formatDay(record.date, language)],
                [
                  t('fields.invoice'),
                  <AnchorLink key="invoice" to="/invoices/$id" params={{ id: record.invoice._id }}>
                    {t('invoiceLabel', { number: record.invoice.number })}
                  </AnchorLink>,
                ],
                [t('fields.customer'), record.customer.name],
                [t('fields.notes'), record.notes],
                // Recorded from a bank statement: the bank's reference of the booking.
                ...(record.bankReference
                  ? [[t('bank-import:bankReference'), record.bankReference] as [string, string]]
                  : []),
                [t('fields.notifyCustomer'), t(record.notifyCustomer ? 'common:yes' : 'common:no')],
                [t('fields.createdAt'), formatDateTime(record.createdAt, language, timeZone)],
              ]}
            />
          </>
        );
      }}
    </RecordPage>
  );
}
