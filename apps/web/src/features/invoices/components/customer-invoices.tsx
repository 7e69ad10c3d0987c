import { EmptyState, Loader, Stack, Table, Text } from '@mantine/core';
import { formatMoney } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/router-links.tsx';
import { formatDay } from '../../../lib/format-day.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useInvoicesQuery } from '../api.ts';
import { InvoiceStateBadge } from './invoice-state-badge.tsx';

/** The customer's invoices, newest number first; a link to all of them in the filtered list. */
export function CustomerInvoices({ customerId }: { customerId: string }) {
  const { t } = useTranslation('invoices');
  const invoices = useInvoicesQuery({ customerId, sort: '-number', pageSize: 10 });
  const language = currentLanguage();
  const items = invoices.data?.items;
  if (!items) return <Loader size="sm" my="md" aria-label={t('common:loading')} />;
  if (items.length === 0) return <EmptyState size="sm" py="md" description={t('customer.empty')} />;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={360}>
        <Table verticalSpacing="xs" aria-label={t('title')}>
          <Table.Tbody>
            {items.map((invoice) => (
              <Table.Tr key={invoice._id}>
                <Table.Td>
                  <AnchorLink to="/invoices/$id" params={{ id: invoice._id }} fw={500}>
                    {t('numberLabel', { number: invoice.number })}
                  </AnchorLink>
                  <Text size="xs" c="dimmed">
                    {formatDay(invoice.date, language)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <InvoiceStateBadge state={invoice.state} paid={invoice.paid} />
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(invoice.total, language, invoice.currency)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {(invoices.data?.total ?? 0) > items.length && (
        <AnchorLink to="/invoices" search={{ customerId }} size="sm">
          {t('customer.all', { count: invoices.data?.total })}
        </AnchorLink>
      )}
    </Stack>
  );
}
