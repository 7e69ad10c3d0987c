import { EmptyState, Loader, Stack, Table, Text } from '@mantine/core';
import { formatMoney } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { ApiFileButton } from '../../../components/api-file-button.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { formatDay } from '../../../lib/format-day.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { type InvoicesSearch, useInvoicesQuery } from '../api.ts';
import { InvoiceStateBadge } from './invoice-state-badge.tsx';

/** The customer's invoices, newest number first; a link to all of them in the filtered list. */
export function CustomerInvoices({ customerId }: { customerId: string }) {
  return <RecordInvoices filter={{ customerId }} pageSize={10} />;
}

/**
 * A job's invoices, newest number first, each with its PDF (the archived job's documents, ADR 051).
 * The invoice list has no job filter, so all of them (up to a page of 100) are listed here.
 */
export function ContractInvoices({ contractId }: { contractId: string }) {
  return <RecordInvoices filter={{ contractId }} pageSize={100} pdf />;
}

function RecordInvoices({
  filter,
  pageSize,
  pdf = false,
}: {
  filter: Pick<InvoicesSearch, 'customerId' | 'contractId'>;
  pageSize: number;
  pdf?: boolean;
}) {
  const { t } = useTranslation('invoices');
  const invoices = useInvoicesQuery({ ...filter, sort: '-number', pageSize });
  const language = currentLanguage();
  const items = invoices.data?.items;
  if (!items) return <Loader size="sm" my="md" aria-label={t('common:loading')} />;
  if (items.length === 0) {
    return (
      <EmptyState
        size="sm"
        py="md"
        description={filter.contractId ? t('contract.empty') : t('customer.empty')}
      />
    );
  }
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={360}>
        <Table verticalSpacing="xs" aria-label={t('title')}>
          <Table.Tbody>
            {items.map((invoice) => {
              const label = t('numberLabel', { number: invoice.number });
              return (
                <Table.Tr key={invoice._id}>
                  <Table.Td>
                    <AnchorLink to="/invoices/$id" params={{ id: invoice._id }} fw={500}>
                      {label}
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
                  {pdf && (
                    <Table.Td ta="right">
                      <ApiFileButton
                        path={`/api/invoices/${invoice._id}/pdf`}
                        mode="open"
                        size="xs"
                        aria-label={t('contract.pdf', { label })}
                      >
                        PDF
                      </ApiFileButton>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {filter.customerId && (invoices.data?.total ?? 0) > items.length && (
        <AnchorLink to="/invoices" search={{ customerId: filter.customerId }} size="sm">
          {t('customer.all', { count: invoices.data?.total })}
        </AnchorLink>
      )}
    </Stack>
  );
}
