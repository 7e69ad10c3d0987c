import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The customer's jobs, offers and invoices, side by side. The lists themselves belong to the contracts,
 * offers and invoices features; the route puts them in (routes/customer-detail-page.tsx), so customers
 * depends on none of them (ADR 031).
 */
export interface CustomerRelatedLists {
  contracts: ReactNode;
  offers: ReactNode;
  invoices: ReactNode;
  /** The customer's appointments (a section of its own, with "new appointment"). */
  appointments?: ReactNode;
  /** The customer's media sessions (photos of viewings, inventories, damage). */
  media?: ReactNode;
}

export function CustomerRelated({ contracts, offers, invoices, appointments, media }: CustomerRelatedLists) {
  const { t } = useTranslation('customers');
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Paper withBorder p="lg" component="section" aria-labelledby="customer-contracts">
          <Title order={2} size="h4" id="customer-contracts">
            {t('sections.contracts')}
          </Title>
          {contracts}
        </Paper>
        <Paper withBorder p="lg" component="section" aria-labelledby="customer-offers">
          <Title order={2} size="h4" id="customer-offers">
            {t('sections.offers')}
          </Title>
          {offers}
        </Paper>
        <Paper withBorder p="lg" component="section" aria-labelledby="customer-invoices">
          <Title order={2} size="h4" id="customer-invoices">
            {t('sections.invoices')}
          </Title>
          {invoices}
        </Paper>
      </SimpleGrid>
      {appointments}
      {media}
    </Stack>
  );
}
