import { Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page.tsx';
import { ButtonLink } from '../../../components/router-links.tsx';
import { nextSort } from '../../../lib/list-search.ts';
import { useCan } from '../../../lib/use-can.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { DEFAULT_SYSTEM_EMAIL_SORT, type SystemEmailsSearch, useSystemEmailsQuery } from '../api.ts';
import { DefaultsInUse } from '../components/defaults-in-use.tsx';
import { SystemEmailsTable } from '../components/system-emails-table.tsx';

const route = getRouteApi('/_company/system-emails');

/** The company's wording of automatic e-mails, and which ones still go out with the built-in text. */
export function SystemEmailsPage() {
  const { t } = useTranslation('system-emails');
  usePageTitle(t('title'));
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useSystemEmailsQuery(search);
  const canWrite = useCan('system-email:write');
  const sort = search.sort ?? DEFAULT_SYSTEM_EMAIL_SORT;

  const change = (patch: Partial<SystemEmailsSearch>, replace = false) =>
    void navigate({ search: (previous) => ({ ...previous, page: undefined, ...patch }), replace });

  return (
    <Stack gap="lg" maw={1200}>
      <ListPage
        title={t('title')}
        description={t('intro')}
        newButton={canWrite ? <ButtonLink to="/system-emails/new">{t('new')}</ButtonLink> : undefined}
        search={search}
        onChange={change}
        searchPlaceholder={t('searchPlaceholder')}
        result={list.data}
        empty={{ title: t('empty.title'), text: t('empty.text') }}
      >
        <SystemEmailsTable
          emails={list.data?.items}
          sort={sort}
          onSort={(column) => change({ sort: nextSort(sort, column) })}
        />
      </ListPage>
      {list.data && !search.q && <DefaultsInUse own={list.data.items} canWrite={canWrite} />}
    </Stack>
  );
}
