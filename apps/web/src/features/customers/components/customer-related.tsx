import { Paper, SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CustomerContracts } from './customer-contracts.tsx';
import { CustomerInvoices } from './customer-invoices.tsx';
import { CustomerOffers } from './customer-offers.tsx';

/** The customer's jobs, offers and invoices. */
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
      <Paper withBorder p="lg" component="section" aria-labelledby="customer-invoices">
        <Title order={2} size="h4" id="customer-invoices">
          {t('sections.invoices')}
        </Title>
        <CustomerInvoices customerId={customerId} />
      </Paper>
    </SimpleGrid>
  );
}
