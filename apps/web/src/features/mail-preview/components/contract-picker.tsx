import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractsQuery } from '../../contracts/api.ts';

interface ContractPickerProps {
  value: string | null;
  onChange: (contractId: string | null) => void;
  description?: string;
  error?: string;
}

/** One of the company's jobs, found by number, customer or city (the server's search), newest first. */
export function ContractPicker({ value, onChange, description, error }: ContractPickerProps) {
  const { t } = useTranslation('mail-preview');
  const [q, setQ] = useState('');
  // While a job is chosen, its label is the search text: look for nothing then, so the list stays.
  const contracts = useContractsQuery({
    q: value ? undefined : q || undefined,
    sort: '-createdAt',
    pageSize: 20,
  });
  const data = (contracts.data?.items ?? []).map((contract) => ({
    value: contract._id,
    label: `${contract.number} · ${contract.customer.name}`,
  }));
  return (
    <Select
      label={t('contract')}
      placeholder={t('contractPlaceholder')}
      description={description}
      searchable
      clearable
      filter={({ options }) => options}
      nothingFoundMessage={contracts.isFetching ? t('loading') : t('noContracts')}
      data={data}
      value={value}
      onChange={onChange}
      onSearchChange={setQ}
      error={error}
    />
  );
}
