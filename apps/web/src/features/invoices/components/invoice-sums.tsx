import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { type Currency, formatMoney } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language.ts';
import { TABULAR } from '../../../lib/tabular.ts';

interface CurrencySums {
  currency: Currency;
  total: number;
  paid: number;
  unpaid: number;
}

interface InvoiceSumsProps {
  /** One entry per currency, as the server summed them; undefined while loading. */
  sums: CurrencySums[] | undefined;
  /** The company's currency: an empty list sums to zero in it. */
  currency: Currency | undefined;
}

const FIGURES = ['total', 'paid', 'unpaid'] as const;

/**
 * Total, paid and unpaid of the whole filtered list (every page): one line per currency, as the
 * payments list does. Francs and euros are never added together.
 */
export function InvoiceSums({ sums, currency }: InvoiceSumsProps) {
  const { t } = useTranslation('invoices');
  const language = currentLanguage();
  const lines: (CurrencySums | undefined)[] =
    sums === undefined
      ? [undefined]
      : sums.length > 0
        ? sums
        : [{ currency: currency ?? 'CHF', total: 0, paid: 0, unpaid: 0 }];
  return (
    <Stack gap="xs" aria-label={t('sums.label')} role="group">
      {lines.map((line) => (
        <SimpleGrid
          key={line?.currency ?? 'loading'}
          cols={3}
          component="dl"
          m={0}
          aria-label={line ? `${t('sums.label')} (${line.currency})` : undefined}
          data-testid="invoice-sums"
        >
          {FIGURES.map((key) => (
            <Paper key={key} withBorder p="sm">
              <Text component="dt" size="xs" c="dimmed">
                {t(`sums.${key}`)}
              </Text>
              <Text component="dd" m={0} fw={600} style={TABULAR} data-testid={`sum-${key}`}>
                {line === undefined ? (
                  <Skeleton height={20} width={100} />
                ) : (
                  formatMoney(line[key], language, line.currency)
                )}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      ))}
    </Stack>
  );
}
