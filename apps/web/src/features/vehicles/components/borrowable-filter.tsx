import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BORROWABLE_FILTERS, type VehiclesSearch } from '../api.ts';

interface BorrowableFilterProps {
  value: VehiclesSearch['borrowable'];
  onChange: (value: VehiclesSearch['borrowable']) => void;
}

const ALL = 'ALL';

/** All vehicles, only those that can be lent out, or only the others. */
export function BorrowableFilter({ value, onChange }: BorrowableFilterProps) {
  const { t } = useTranslation('vehicles');
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text component="span" id={labelId} size="sm" fw={500}>
        {t('fields.borrowable')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={value ?? ALL}
        onChange={(next) => onChange(BORROWABLE_FILTERS.find((filter) => filter === next))}
        data={[
          { value: ALL, label: t('filter.all') },
          { value: 'true', label: t('filter.true') },
          { value: 'false', label: t('filter.false') },
        ]}
      />
    </Stack>
  );
}
