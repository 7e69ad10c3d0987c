import { Group, Text } from '@mantine/core';
import { formatMoney, type PlatformInvoicePage } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language.ts';

/** The sums of the filtered list (not only of the page shown). */
export function InvoiceSums({ sums }: { sums: PlatformInvoicePage['sums'] | undefined }) {
  const { t } = useTranslation('maxer-invoices');
  const language = currentLanguage();
  if (!sums) return null;
  const entries = [
    ['total', sums.totalCents],
    ['open', sums.openCents],
    ['overdue', sums.overdueCents],
    ['paid', sums.paidCents],
  ] as const;
  return (
    <Group gap="xl" aria-label={t('sums.total')} role="group">
      {entries.map(([key, cents]) => (
        <div key={key}>
          <Text size="xs" c="dimmed">
            {t(`sums.${key}`)}
          </Text>
          <Text fw={600} data-testid={`sum-${key}`}>
            {formatMoney(cents, language, 'CHF')}
          </Text>
        </div>
      ))}
    </Group>
  );
}
