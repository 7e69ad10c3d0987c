import { EmptyState, Paper, SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CustomerContracts } from './customer-contracts.tsx';

const EMPTY_SECTIONS = ['offers', 'invoices'] as const;

/**
 * The customer's jobs, offers and invoices. Offers and invoices stay empty here for now: the offers
 * API filters by one contract, not by customer.
 */
export function CustomerRelated({ customerId }: { customerId: string }) {
  const { t } = useTranslation('customers');
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      <Paper withBorder p="lg" component="section" aria-labelledby="customer-contracts">
        <Title order={2} size="h4" id="customer-contracts">
          {t('sections.contracts')}
        </Title>
        <CustomerContracts customerId={customerId} />
      </Paper>
      {EMPTY_SECTIONS.map((section) => (
        <Paper key={section} withBorder p="lg" component="section" aria-labelledby={`customer-${section}`}>
          <Title order={2} size="h4" id={`customer-${section}`}>
            {t(`sections.${section}`)}
          </Title>
          <EmptyState size="sm" py="md" description={t(`related.${section}`)} />
        </Paper>
      ))}
    </SimpleGrid>
  );
}
