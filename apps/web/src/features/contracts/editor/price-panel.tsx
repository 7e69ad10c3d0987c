import { Alert, Paper, Text, Title } from '@mantine/core';
import { type Currency, computePrice, type PriceBreakdown as Price, pricingInputSchema } from '@maxer/domain';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceBreakdown } from '../components/price-breakdown.tsx';
import type { ContractFormValues } from './contract-form-types.ts';
import { livePricingInput } from './contract-form-values.ts';

interface PricePanelProps {
  values: ContractFormValues;
  vatRate: number;
  currency: Currency;
}

/**
 * The price as the form stands, computed in the browser by the same pricing module the server uses
 * (so it is the price that will be saved). While a field holds something that is not an amount yet,
 * the panel keeps the last price it could compute and says so.
 */
export function PricePanel({ values, vatRate, currency }: PricePanelProps) {
  const { t } = useTranslation('contract-editor');
  const current = useMemo((): Price | null => {
    const parsed = pricingInputSchema.safeParse(livePricingInput(values, { vatRate, currency }));
    return parsed.success ? computePrice(parsed.data) : null;
  }, [values, vatRate, currency]);
  const lastValid = useRef<Price | null>(current);
  useEffect(() => {
    if (current) lastValid.current = current;
  }, [current]);
  const shown = current ?? lastValid.current;

  return (
    <Paper withBorder p="md" component="aside" aria-labelledby="price-panel-title">
      <Title order={2} size="h4" id="price-panel-title" mb="xs">
        {t('price.title')}
      </Title>
      {!current && (
        <Alert color="yellow" py={6} mb="xs">
          {t('price.invalid')}
        </Alert>
      )}
      {shown ? (
        <div aria-live="polite">
          <PriceBreakdown price={shown} detailed />
        </div>
      ) : (
        <Text size="sm" c="dimmed">
          {t('price.none')}
        </Text>
      )}
    </Paper>
  );
}
