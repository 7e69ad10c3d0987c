import { Button, Group, Select } from '@mantine/core';
import { ANALYTICS_MAX_MONTHS, shiftMonth } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';

/**
 * The period: from and to months among the last five years up to this month (the company's), the end
 * never before the start. Choosing changes the address, so a period can be bookmarked and shared.
 */
export function PeriodFilter({
  from,
  to,
  thisMonth,
  isDefault,
  onChange,
}: {
  from: string;
  to: string;
  thisMonth: string;
  isDefault: boolean;
  onChange: (period: { from?: string; to?: string }) => void;
}) {
  const { t } = useTranslation('analytics');
  const language = currentLanguage();
  const months = Array.from({ length: ANALYTICS_MAX_MONTHS }, (_, index) => shiftMonth(thisMonth, -index));
  const options = (keep: (month: string) => boolean) =>
    months.filter(keep).map((month) => ({ value: month, label: formatMonth(month, language, 'long') }));
  return (
    <Group align="flex-end" gap="sm" role="group" aria-label={t('period.label')}>
      <Select
        label={t('period.from')}
        w={200}
        value={from}
        searchable
        allowDeselect={false}
        data={options((month) => month <= to)}
        onChange={(value) => value && onChange({ from: value, to })}
      />
      <Select
        label={t('period.to')}
        w={200}
        value={to}
        searchable
        allowDeselect={false}
        data={options((month) => month >= from)}
        onChange={(value) => value && onChange({ from, to: value })}
      />
      {!isDefault && (
        <Button variant="subtle" onClick={() => onChange({})}>
          {t('period.reset')}
        </Button>
      )}
    </Group>
  );
}
