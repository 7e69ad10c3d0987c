import { Button, Checkbox, Group, Select } from '@mantine/core';
import { CONTRACT_ORIGINS, CONTRACT_STATUSES } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/swiss-date-input.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useContractStatusesQuery } from '../../contract-statuses/index.ts';
import type { ContractOrigin, ContractStatus, ContractsSearch } from '../api.ts';

interface ContractFiltersProps {
  search: ContractsSearch;
  onChange: (patch: Partial<ContractsSearch>) => void;
}

/**
 * Status, the company's own status, move dates, overdue. The customer filter comes from a customer
 * page, "without offer" and "created since" from the dashboard; each is shown here and removable.
 */
export function ContractFilters({ search, onChange }: ContractFiltersProps) {
  const { t } = useTranslation('contracts');
  const { t: ti } = useTranslation('inquiry');
  const timeZone = useSession((state) => state.currentCompany?.timeZone);
  const customStatuses = useContractStatusesQuery({ pageSize: 100 });
  return (
    <Group align="flex-end" gap="md">
      <Select
        label={t('filter.status')}
        placeholder={t('filter.all')}
        clearable
        w={170}
        value={search.status ?? null}
        onChange={(value) => onChange({ status: (value as ContractStatus | null) ?? undefined })}
        data={CONTRACT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      />
      <Select
        label={t('filter.customStatus')}
        placeholder={t('filter.all')}
        clearable
        w={190}
        value={search.customStatusId ?? null}
        onChange={(value) => onChange({ customStatusId: value ?? undefined })}
        data={(customStatuses.data?.items ?? []).map((status) => ({ value: status._id, label: status.name }))}
      />
      <Select
        label={ti('originFilter')}
        placeholder={ti('originAll')}
        clearable
        w={170}
        value={search.origin ?? null}
        onChange={(value) => onChange({ origin: (value as ContractOrigin | null) ?? undefined })}
        data={CONTRACT_ORIGINS.map((origin) => ({ value: origin, label: ti(`origin.${origin}`) }))}
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
      <Checkbox
        mb={8}
        label={t('filter.overdue')}
        checked={search.overdue === 'true'}
        onChange={(event) => onChange({ overdue: event.currentTarget.checked ? 'true' : undefined })}
      />
      {search.customerId && (
        <Button variant="light" size="xs" mb={4} onClick={() => onChange({ customerId: undefined })}>
          {t('filter.clearCustomer')}
        </Button>
      )}
      {search.withoutOffer && (
        <Button variant="light" size="xs" mb={4} onClick={() => onChange({ withoutOffer: undefined })}>
          {t('filter.clearWithoutOffer')}
        </Button>
      )}
      {search.createdFrom && (
        <Button variant="light" size="xs" mb={4} onClick={() => onChange({ createdFrom: undefined })}>
          {t('filter.clearCreatedFrom', {
            date: formatDateTime(search.createdFrom, currentLanguage(), timeZone),
          })}
        </Button>
      )}
    </Group>
  );
}
