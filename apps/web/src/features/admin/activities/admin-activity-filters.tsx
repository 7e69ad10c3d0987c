import { Button, NativeSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ACTIVITY_ACTIONS, ACTOR_TYPES } from '@maxer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/swiss-date-input.tsx';
import { parseFilter } from '../../../lib/list-search.ts';
import { entityTypeLabel } from './activity-labels.ts';
import { type AdminActivitiesSearch, ENTITY_TYPES, useCompanyChoicesQuery } from './api.ts';

/** What a filter change writes to the address (and back to page 1). */
export type ActivityFilterPatch = Partial<
  Pick<AdminActivitiesSearch, 'companyId' | 'scope' | 'actorType' | 'action' | 'entityType' | 'from' | 'to'>
> & { page?: undefined };

/** The company choice standing for "no company": the platform-level activities only. */
const PLATFORM = 'platform';

interface AdminActivityFiltersProps {
  search: AdminActivitiesSearch;
  /** The chosen company's name when the page knows it (from the rows it shows). */
  companyName: string | undefined;
  onChange: (patch: ActivityFilterPatch) => void;
}

/** Company (searched on the server), who, kind, area and a range of days. */
export function AdminActivityFilters({ search, companyName, onChange }: AdminActivityFiltersProps) {
  const { t } = useTranslation('admin-activity');
  const [companySearch, setCompanySearch] = useState('');
  const [debounced] = useDebouncedValue(companySearch, 250);
  const choices = useCompanyChoicesQuery(debounced);
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);

  const companies = (choices.data?.items ?? []).map((company) => ({
    value: company._id,
    label: company.name,
  }));
  const chosen =
    search.companyId && !companies.some((company) => company.value === search.companyId)
      ? [{ value: search.companyId, label: picked?.label ?? companyName ?? search.companyId }]
      : [];
  const change = (patch: ActivityFilterPatch) => onChange({ ...patch, page: undefined });
  const filtered = Boolean(
    search.companyId ||
      search.scope ||
      search.actorType ||
      search.action ||
      search.entityType ||
      search.from ||
      search.to,
  );

  return (
    <>
      <Select
        label={t('activities.filter.company')}
        placeholder={t('activities.filter.companyPlaceholder')}
        searchable
        clearable
        w={260}
        searchValue={companySearch}
        onSearchChange={setCompanySearch}
        data={[{ value: PLATFORM, label: t('activities.filter.platformOnly') }, ...chosen, ...companies]}
        value={search.scope === PLATFORM ? PLATFORM : (search.companyId ?? null)}
        onChange={(value, option) => {
          if (value === PLATFORM) return change({ scope: 'platform', companyId: undefined });
          setPicked(value && option ? { value, label: option.label } : null);
          change({ companyId: value ?? undefined, scope: undefined });
        }}
        nothingFoundMessage="–"
      />
      <NativeSelect
        label={t('activities.filter.actorType')}
        w={160}
        data={[
          { value: '', label: t('activities.filter.all') },
          ...ACTOR_TYPES.map((type) => ({ value: type, label: t(`activities.actorTypes.${type}`) })),
        ]}
        value={search.actorType ?? ''}
        onChange={(event) =>
          change({ actorType: parseFilter(event.currentTarget.value || undefined, ACTOR_TYPES) })
        }
      />
      <NativeSelect
        label={t('activities.filter.action')}
        w={160}
        data={[
          { value: '', label: t('activities.filter.all') },
          ...ACTIVITY_ACTIONS.map((action) => ({ value: action, label: t(`activities.actions.${action}`) })),
        ]}
        value={search.action ?? ''}
        onChange={(event) =>
          change({ action: parseFilter(event.currentTarget.value || undefined, ACTIVITY_ACTIONS) })
        }
      />
      <NativeSelect
        label={t('activities.filter.entityType')}
        w={200}
        data={[
          { value: '', label: t('activities.filter.all') },
          ...ENTITY_TYPES.map((type) => ({ value: type, label: entityTypeLabel(type, t) })),
        ]}
        value={search.entityType ?? ''}
        onChange={(event) => change({ entityType: event.currentTarget.value || undefined })}
      />
      <DateField
        label={t('activities.filter.from')}
        w={160}
        value={search.from ?? ''}
        maxDate={search.to}
        onChange={(value) => change({ from: value || undefined })}
      />
      <DateField
        label={t('activities.filter.to')}
        w={160}
        value={search.to ?? ''}
        minDate={search.from}
        onChange={(value) => change({ to: value || undefined })}
      />
      {filtered && (
        <Button
          variant="subtle"
          onClick={() =>
            change({
              companyId: undefined,
              scope: undefined,
              actorType: undefined,
              action: undefined,
              entityType: undefined,
              from: undefined,
              to: undefined,
            })
          }
        >
          {t('activities.filter.reset')}
        </Button>
      )}
    </>
  );
}
