import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { Currency } from '@maxer/domain';
import { formatMoney } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language.ts';

interface InvoiceSumsProps {
  sums: { total: number; paid: number; unpaid: number } | undefined;
  currency: Currency | undefined;
}

/** Total, paid and unpaid of the whole filtered list (every page), as the server summed them. */
export function InvoiceSums({ sums, currency }: InvoiceSumsProps) {
  const { t } = useTranslation('invoices');
  const language = currentLanguage();
  const figures = [
    ['total', sums?.total],
    ['paid', sums?.paid],
    ['unpaid', sums?.unpaid],
  ] as const;
  return (
    <SimpleGrid cols={3} component="dl" aria-label={t('sums.label')} m={0}>
      {figures.map(([key, cents]) => (
        <Paper key={key} withBorder p="sm">
          <Text component="dt" size="xs" c="dimmed">
            {t(`sums.${key}`)}
          </Text>
          <Text component="dd" m={0} fw={600} ff="monospace" data-testid={`sum-${key}`}>
            {cents === undefined ? (
              <Skeleton height={20} width={100} />
            ) : (
              formatMoney(cents, language, currency)
            )}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
