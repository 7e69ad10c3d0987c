import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyChoicesQuery } from '../api.ts';

const NONE: { value: string; label: string }[] = [];

/** The list's company filter: a company searched by name, or all. */
export function CompanyFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (companyId: string | undefined) => void;
}) {
  const { t } = useTranslation('maxer-invoices');
  const [q, setQ] = useState('');
  const choices = useCompanyChoicesQuery(q);
  return (
    <Select
      label={t('fields.company')}
      placeholder={t('filters.all')}
      searchable
      clearable
      searchValue={q}
      onSearchChange={setQ}
      data={choices.data ?? NONE}
      value={value ?? null}
      onChange={(companyId) => onChange(companyId ?? undefined)}
      filter={({ options }) => options}
      w={240}
    />
  );
}
