import { Select } from '@mantine/core';
import { INVOICE_STATES, type InvoiceState } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/swiss-date-input.tsx';
import { CustomerPicker } from '../../customers/index.ts';
import type { InvoicesSearch } from '../api.ts';

interface InvoiceFiltersProps {
  search: InvoicesSearch;
  /** The picked customer's label (the address holds only its id). */
  customerName: string;
  onChange: (patch: Partial<InvoicesSearch>, customerName?: string) => void;
}

/** Paid/unpaid/overdue, invoice date range and customer; all kept in the address bar. */
export function InvoiceFilters({ search, customerName, onChange }: InvoiceFiltersProps) {
  const { t } = useTranslation('invoices');
  return (
    <>
      <Select
        label={t('filter.state')}
        placeholder={t('filter.all')}
        clearable
        w={160}
        value={search.state ?? null}
        onChange={(value) => onChange({ state: (value as InvoiceState | null) ?? undefined })}
        data={INVOICE_STATES.map((state) => ({ value: state, label: t(`state.${state}`) }))}
      />
      <DateField
        label={t('filter.from')}
        value={search.from ?? ''}
        onChange={(value) => onChange({ from: value || undefined })}
      />
      <DateField
        label={t('filter.to')}
        value={search.to ?? ''}
        onChange={(value) => onChange({ to: value || undefined })}
      />
      <CustomerPicker
        label={t('filter.customer')}
        w={260}
        customerId={search.customerId ?? null}
        customerName={customerName}
        onChange={(id, label) => onChange({ customerId: id ?? undefined }, label)}
      />
    </>
  );
}
