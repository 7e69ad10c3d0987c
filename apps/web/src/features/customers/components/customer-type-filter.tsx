import { SegmentedControl, Stack, Text } from '@mantine/core';
import { CUSTOMER_TYPES, type CustomerType } from '@maxer/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface CustomerTypeFilterProps {
  value: CustomerType | undefined;
  onChange: (value: CustomerType | undefined) => void;
}

const ALL = 'ALL';

/** All customers, private persons only, or companies only. */
export function CustomerTypeFilter({ value, onChange }: CustomerTypeFilterProps) {
  const { t } = useTranslation('customers');
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text component="span" id={labelId} size="sm" fw={500}>
        {t('filter.label')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={value ?? ALL}
        onChange={(next) => onChange(CUSTOMER_TYPES.find((type) => type === next))}
        data={[
          { value: ALL, label: t('filter.all') },
          ...CUSTOMER_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) })),
        ]}
      />
    </Stack>
  );
}
