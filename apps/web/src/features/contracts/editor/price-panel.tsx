import { Alert, Group, Paper, Text, Title } from '@mantine/core';
import { formatMoney, type PriceBreakdown as Price } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language.ts';
import { PriceBreakdown } from '../components/price-breakdown.tsx';

interface PricePanelProps {
  /** The price of the form as it stands, or null while a field holds no valid amount. */
  current: Price | null;
  /** What to show: the current price, else the last valid one. */
  shown: Price | null;
  /**
   * The price the customer accepted, once they did: it is the job's price whatever the form holds,
   * so the panel shows it instead of the live one.
   */
  accepted?: Price | null;
}

/**
 * The live price beside the form: each service, discounts, lines, net, VAT, rounding and total. For an
 * accepted job, the accepted price, with a word that changes do not alter it.
 */
export function PricePanel({ current, shown: live, accepted = null }: PricePanelProps) {
  const { t } = useTranslation('contract-editor');
  const shown = accepted ?? live;
  return (
    <Paper withBorder p="md" component="aside" aria-labelledby="price-panel-title">
      <Title order={2} size="h4" id="price-panel-title" mb="xs">
        {accepted ? t('price.acceptedTitle') : t('price.title')}
      </Title>
      {accepted && (
        <Alert color="blue" py={6} mb="xs">
          {t('price.accepted')}
        </Alert>
      )}
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

/**
 * On a narrow screen the panel is below the form: the total stays in sight at the bottom (the
 * accepted one for an accepted job).
 */
export function PriceTotalBar({ shown }: { shown: Price | null }) {
  const { t } = useTranslation('contracts');
  if (!shown) return null;
  const language = currentLanguage();
  const total =
    shown.grossLow === shown.grossHigh
      ? formatMoney(shown.grossHigh, language)
      : `${formatMoney(shown.grossLow, language)} – ${formatMoney(shown.grossHigh, language)}`;
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text fw={700}>{t('price.gross', { currency: shown.currency })}</Text>
      <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
        {total}
      </Text>
    </Group>
  );
}
