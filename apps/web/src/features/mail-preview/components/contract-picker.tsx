import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../lib/api.ts';

/**
 * The newest 20 jobs matching the search, through the public contracts API rather than the contracts
 * feature's hooks: contracts uses mail templates (the offer e-mail), so the mail preview must not use
 * contracts (no cycles, ADR 031).
 */
function useContractChoices(q: string | undefined) {
  return useQuery({
    queryKey: ['mail-preview', 'contracts', q ?? ''],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/contracts', {
          params: { query: { page: 1, pageSize: 20, sort: '-createdAt', q } },
          signal,
        }),
      ),
  });
}

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
  const contracts = useContractChoices(value ? undefined : q || undefined);
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
