import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type Currency, formatMoney, formatQuantity, type InvoiceTotals } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language.ts';
import { TABULAR } from '../../../lib/tabular.ts';

interface InvoiceTotalsPanelProps {
  totals: Pick<InvoiceTotals, 'subtotal' | 'net' | 'vat' | 'rounding' | 'total'> | null;
  currency: Currency;
  vatRate: number;
  includeVat: boolean;
  /** The totals shown are the last valid ones: a line holds something that is no amount yet. */
  stale?: boolean;
}

/** Net, VAT, rounding and the payable total, as the invoice and its PDF show them. */
export function InvoiceTotalsPanel({
  totals,
  currency,
  vatRate,
  includeVat,
  stale,
}: InvoiceTotalsPanelProps) {
  const { t } = useTranslation('invoices');
  const language = currentLanguage();
  const money = (cents: number) => formatMoney(cents, language, currency);
  const row = (label: string, cents: number, strong = false) => (
    <Group justify="space-between" key={label}>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text
        size="sm"
        style={TABULAR}
        fw={strong ? 700 : undefined}
        data-testid={strong ? 'invoice-total' : undefined}
      >
        {money(cents)}
      </Text>
    </Group>
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="invoice-totals" aria-live="polite">
      <Title order={2} size="h5" id="invoice-totals" mb="xs">
        {t('totals.title')}
      </Title>
      {totals ? (
        <Stack gap={4} opacity={stale ? 0.6 : 1}>
          {row(t('totals.subtotal'), totals.subtotal)}
          {row(t('totals.net'), totals.net)}
          {row(
            t(includeVat ? 'totals.vatIncluded' : 'totals.vat', { rate: formatQuantity(vatRate, language) }),
            totals.vat,
          )}
          {totals.rounding !== 0 && row(t('totals.rounding'), totals.rounding)}
          {row(t('totals.total'), totals.total, true)}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('totals.none')}
        </Text>
      )}
      {stale && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('totals.stale')}
        </Text>
      )}
    </Paper>
  );
}
