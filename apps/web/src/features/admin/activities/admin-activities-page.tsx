import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AdminActivitiesTable } from './admin-activities-table.tsx';
import { AdminActivityFilters } from './admin-activity-filters.tsx';
import { type AdminActivitiesSearch, useAdminActivitiesQuery } from './api.ts';

const route = getRouteApi('/admin/activities');

/** Every activity of the platform, newest first: filters and pages in the address bar. */
export function AdminActivitiesPage() {
  const { t } = useTranslation('admin-activity');
  usePageTitle(t('activities.title'));
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const activities = useAdminActivitiesQuery(search);

  const change = (patch: Partial<AdminActivitiesSearch>, replace = false) =>
    void navigate({ search: (previous) => ({ ...previous, page: undefined, ...patch }), replace });

  const filtered = Boolean(
    search.companyId ||
      search.scope ||
      search.actorType ||
      search.action ||
      search.entityType ||
      search.from ||
      search.to,
  );
  const companyName = search.companyId
    ? activities.data?.items.find((item) => item.company?._id === search.companyId)?.company?.name
    : undefined;

  return (
    <ListPage
      title={t('activities.title')}
      description={t('activities.intro')}
      search={search}
      onChange={change}
      searchPlaceholder={t('activities.searchPlaceholder')}
      filters={<AdminActivityFilters search={search} companyName={companyName} onChange={change} />}
      filtered={filtered}
      result={activities.data}
      empty={{ title: t('activities.empty.title'), text: t('activities.empty.text') }}
      maw={1400}
    >
      <AdminActivitiesTable activities={activities.data?.items} />
    </ListPage>
  );
}
