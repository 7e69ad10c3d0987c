import { EmptyState, Paper, SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CustomerContracts } from './customer-contracts.tsx';
import { CustomerOffers } from './customer-offers.tsx';

const EMPTY_SECTIONS = ['invoices'] as const;

/** The customer's jobs, offers and invoices. Invoices stay empty here until they exist. */
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
      <Paper withBorder p="lg" component="section" aria-labelledby="customer-offers">
        <Title order={2} size="h4" id="customer-offers">
          {t('sections.offers')}
        </Title>
        <CustomerOffers customerId={customerId} />
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
