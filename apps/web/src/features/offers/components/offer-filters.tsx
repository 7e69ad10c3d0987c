import { Button, Select } from '@mantine/core';
import { OFFER_STATES } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';
import type { OffersSearch } from '../api.ts';

interface OfferFiltersProps {
  search: OffersSearch;
  onChange: (patch: Partial<OffersSearch>) => void;
}

/** The state, and the filters a customer's page or the dashboard set (removable here). */
export function OfferFilters({ search, onChange }: OfferFiltersProps) {
  const { t } = useTranslation(['offers', 'followUps']);
  const timeZone = useSession((state) => state.currentCompany?.timeZone);
  const followingUp = search.state === 'expired';
  return (
    <>
      {/* The follow-up list (ADR 057): expired offers without an answer, each to send again. */}
      <Button
        variant={followingUp ? 'filled' : 'default'}
        aria-pressed={followingUp}
        title={t('followUps:followUpHint')}
        onClick={() => onChange({ state: followingUp ? undefined : 'expired' })}
      >
        {t('followUps:followUp')}
      </Button>
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
      {search.acceptedFrom && (
        <Button variant="light" onClick={() => onChange({ acceptedFrom: undefined })}>
          {t('filter.clearAcceptedFrom', {
            date: formatDateTime(search.acceptedFrom, currentLanguage(), timeZone),
          })}
        </Button>
      )}
    </>
  );
}
