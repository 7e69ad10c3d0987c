import { EmptyState, Paper, SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SECTIONS = ['contracts', 'offers', 'invoices'] as const;

/** The customer's jobs, offers and invoices: empty until those screens exist. */
export function CustomerRelated() {
  const { t } = useTranslation('customers');
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      {SECTIONS.map((section) => (
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
