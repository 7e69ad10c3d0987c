import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractsQuery } from '../../contracts/index.ts';

interface JobPickerProps {
  label: string;
  contractId: string | null;
  /** The label of the chosen job ("Auftrag 1001 · Erika Muster"). */
  contractLabel: string;
  /** Only this customer's jobs, when one is chosen. */
  customerId: string | null;
  onChange: (job: { id: string; label: string; customerId: string; customerName: string } | null) => void;
  error?: ReactNode;
}

/** A job, searched on the server by number, customer or city (optionally of one customer). */
export function JobPicker({ label, contractId, contractLabel, customerId, onChange, error }: JobPickerProps) {
  const { t } = useTranslation('media');
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search === contractLabel ? '' : search.trim(), 250);
  const jobs = useContractsQuery({
    q: query || undefined,
    customerId: customerId ?? undefined,
    pageSize: 20,
  });
  const items = jobs.data?.items ?? [];
  const labelOf = (job: (typeof items)[number]) =>
    t('jobOption', { number: job.number, customer: job.customer.name });
  const options = items.map((job) => ({ value: job._id, label: labelOf(job) }));
  if (contractId && !options.some((option) => option.value === contractId))
    options.unshift({ value: contractId, label: contractLabel || contractId });
  return (
    <Select
      label={label}
      placeholder={t('form.jobSearch')}
      name="contractId"
      searchable
      clearable
      data={options}
      value={contractId}
      onChange={(value, option) => {
        const job = items.find((item) => item._id === value);
        onChange(
          value && job
            ? {
                id: value,
                label: option?.label ?? '',
                customerId: job.customer._id,
                customerName: job.customer.name,
              }
            : null,
        );
      }}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={jobs.isFetching ? t('form.searching') : t('form.noJobs')}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
