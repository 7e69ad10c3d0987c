import { Button, Select } from '@mantine/core';
import { OFFER_STATES } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import type { OffersSearch } from '../api.ts';

interface OfferFiltersProps {
  search: OffersSearch;
  onChange: (patch: Partial<OffersSearch>) => void;
}

/** The state, and the customer filter a customer's page sets (removable here). */
export function OfferFilters({ search, onChange }: OfferFiltersProps) {
  const { t } = useTranslation('offers');
  return (
    <>
      <Select
        label={t('filter.state')}
        placeholder={t('filter.all')}
        clearable
        w={200}
        value={search.state ?? null}
        onChange={(value) => onChange({ state: OFFER_STATES.find((state) => state === value) })}
        data={OFFER_STATES.map((state) => ({ value: state, label: t(`state.${state}`) }))}
      />
      {search.customerId && (
        <Button variant="light" onClick={() => onChange({ customerId: undefined })}>
          {t('filter.clearCustomer')}
        </Button>
      )}
    </>
  );
}
