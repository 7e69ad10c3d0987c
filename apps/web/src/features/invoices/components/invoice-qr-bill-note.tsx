import { Alert, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/router-links.tsx';
import { api, unwrap } from '../../../lib/api.ts';
import { invoiceKeys } from '../api.ts';

/**
 * What payment code the invoice's PDF carries when it is not the Swiss QR-bill, as the server
 * explains it: the EPC QR code instead (an IBAN from another SEPA country), or why there is none (no
 * IBAN, its country, currency, incomplete addresses, …) so the office can fix it before sending.
 * Nothing when the PDF has a Swiss QR-bill.
 */
export function InvoiceQrBillNote({ invoiceId }: { invoiceId: string }) {
  const { t } = useTranslation('invoices');
  const status = useQuery({
    queryKey: invoiceKeys.qrBill(invoiceId),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/invoices/{id}/qr-bill', { params: { path: { id: invoiceId } }, signal })),
    meta: { silent: true },
  });
  if (!status.data) return null;
  if (status.data.kind === 'epc')
    return (
      <Alert variant="light" color="blue" title={t('qr.epcTitle')} data-testid="qr-bill-note">
        <Text size="sm">{status.data.note}</Text>
      </Alert>
    );
  const problems = status.data.problems;
  if (status.data.available || problems.length === 0) return null;
  return (
    <Alert variant="light" color="yellow" title={t('qr.title')} data-testid="qr-bill-note">
      <List size="sm">
        {problems.map((problem) => (
          <List.Item key={problem.code}>{problem.message}</List.Item>
        ))}
      </List>
      {problems.some((problem) => problem.code.includes('iban') || problem.code === 'company-address') && (
        <Text size="sm" mt="xs">
          <AnchorLink to="/my-company" size="sm">
            {t('qr.settings')}
          </AnchorLink>
        </Text>
      )}
    </Alert>
  );
}
