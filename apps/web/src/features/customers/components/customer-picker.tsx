import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { customerDisplayName } from '@maxer/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomersQuery } from '../api.ts';

interface CustomerPickerProps {
  label: string;
  customerId: string | null;
  customerName: string;
  onChange: (id: string | null, label: string) => void;
  error?: ReactNode;
  required?: boolean;
  clearable?: boolean;
  w?: number;
}

/** A customer, searched on the server by name, number or e-mail (invoices, appointments). */
export function CustomerPicker({
  label,
  customerId,
  customerName,
  onChange,
  error,
  required,
  clearable = true,
  w,
}: CustomerPickerProps) {
  const { t } = useTranslation('customers');
  const [search, setSearch] = useState('');
  // Picking a customer writes its label into the search box: that is no new search.
  const [query] = useDebouncedValue(search === customerName ? '' : search.trim(), 250);
  const customers = useCustomersQuery({ q: query || undefined, pageSize: 20 });
  const options = (customers.data?.items ?? []).map((customer) => ({
    value: customer._id,
    label: `${customerDisplayName(customer)} (${customer.number})`,
  }));
  if (customerId && !options.some((option) => option.value === customerId)) {
    options.unshift({ value: customerId, label: customerName || customerId });
  }
  return (
    <Select
      label={label}
      placeholder={t('picker.search')}
      name="customerId"
      required={required}
      searchable
      clearable={clearable}
      w={w}
      data={options}
      value={customerId}
      onChange={(value, option) => onChange(value, option?.label ?? '')}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={customers.isFetching ? t('picker.searching') : t('picker.none')}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
