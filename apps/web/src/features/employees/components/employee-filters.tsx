import { SegmentedControl, Stack, Text } from '@mantine/core';
import { USER_ROLES } from '@maxer/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVE_FILTERS, type EmployeesSearch } from '../api.ts';

interface EmployeeFiltersProps {
  search: EmployeesSearch;
  onChange: (patch: Pick<EmployeesSearch, 'role' | 'active'>) => void;
}

const ALL = 'ALL';

/** Role (owner, employee) and whether the account is active. */
export function EmployeeFilters({ search, onChange }: EmployeeFiltersProps) {
  const { t } = useTranslation('employees');
  const roleId = useId();
  const activeId = useId();
  return (
    <>
      <Stack gap={4}>
        <Text component="span" id={roleId} size="sm" fw={500}>
          {t('fields.role')}
        </Text>
        <SegmentedControl
          aria-labelledby={roleId}
          value={search.role ?? ALL}
          onChange={(value) => onChange({ role: USER_ROLES.find((role) => role === value) })}
          data={[
            { value: ALL, label: t('filter.all') },
            ...USER_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) })),
          ]}
        />
      </Stack>
      <Stack gap={4}>
        <Text component="span" id={activeId} size="sm" fw={500}>
          {t('fields.active')}
        </Text>
        <SegmentedControl
          aria-labelledby={activeId}
          value={search.active ?? ALL}
          onChange={(value) => onChange({ active: ACTIVE_FILTERS.find((active) => active === value) })}
          data={[
            { value: ALL, label: t('filter.all') },
            { value: 'true', label: t('status.active') },
            { value: 'false', label: t('status.inactive') },
          ]}
        />
      </Stack>
    </>
  );
}
