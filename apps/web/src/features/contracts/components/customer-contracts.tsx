import { EmptyState, Loader, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/router-links.tsx';
import { contractGross } from '../../../lib/contract-gross.ts';
import { formatDate } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useContractsQuery } from '../api.ts';
import { citiesLine } from '../cities.ts';
import { ContractStatusBadge } from './contract-status-badge.tsx';

/** The customer's jobs (not archived), newest number first; a link to all of them in the list. */
export function CustomerContracts({ customerId }: { customerId: string }) {
  const { t } = useTranslation('customers');
  const contracts = useContractsQuery({ customerId, sort: '-number', pageSize: 10 });
  const language = currentLanguage();
  const items = contracts.data?.items;
  if (!items) return <Loader size="sm" my="md" aria-label={t('common:loading')} />;
  if (items.length === 0) return <EmptyState size="sm" py="md" description={t('related.contracts')} />;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={360}>
        <Table verticalSpacing="xs" aria-label={t('sections.contracts')}>
          <Table.Tbody>
            {items.map((contract) => (
              <Table.Tr key={contract._id}>
                <Table.Td>
                  <AnchorLink to="/contracts/$id" params={{ id: contract._id }} fw={500}>
                    {t('contractNumber', { number: contract.number })}
                  </AnchorLink>
                  <Text size="xs" c="dimmed">
                    {contract.relocationStartAt ? formatDate(contract.relocationStartAt, language) : '—'} ·{' '}
                    {citiesLine(contract.moveOutCity, contract.moveInCity)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ContractStatusBadge status={contract.status} customStatus={contract.customStatus} />
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {contractGross(contract.grossLow, contract.grossHigh, contract.currency)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {(contracts.data?.total ?? 0) > items.length && (
        <AnchorLink to="/contracts" search={{ customerId }} size="sm">
          {t('allContracts', { count: contracts.data?.total })}
        </AnchorLink>
      )}
    </Stack>
  );
}
