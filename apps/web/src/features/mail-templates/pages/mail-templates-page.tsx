import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page.tsx';
import { ButtonLink } from '../../../components/router-links.tsx';
import { nextSort } from '../../../lib/list-search.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { DEFAULT_MAIL_TEMPLATE_SORT, type MailTemplatesSearch, useMailTemplatesQuery } from '../api.ts';
import { MailTemplatesTable } from '../components/mail-templates-table.tsx';

const route = getRouteApi('/_company/mail-templates');

/** The company's mail templates: search, sort and pages, all kept in the address bar. */
export function MailTemplatesPage() {
  const { t } = useTranslation('mail-templates');
  usePageTitle(t('title'));
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useMailTemplatesQuery(search);
  const sort = search.sort ?? DEFAULT_MAIL_TEMPLATE_SORT;

  const change = (patch: Partial<MailTemplatesSearch>, replace = false) =>
    void navigate({ search: (previous) => ({ ...previous, page: undefined, ...patch }), replace });

  return (
    <ListPage
      title={t('title')}
      description={t('intro')}
      newButton={<ButtonLink to="/mail-templates/new">{t('new')}</ButtonLink>}
      search={search}
      onChange={change}
      searchPlaceholder={t('searchPlaceholder')}
      result={list.data}
      empty={{ title: t('empty.title'), text: t('empty.text') }}
    >
      <MailTemplatesTable
        templates={list.data?.items}
        sort={sort}
        onSort={(column) => change({ sort: nextSort(sort, column) })}
      />
    </ListPage>
  );
}
