import { Group, Stack } from '@mantine/core';
import { PLATFORM_INVOICE_STATES } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListChoiceFilter } from '../../../components/list-choice-filter.tsx';
import { ListPage } from '../../../components/list-page.tsx';
import { OwnerOnly } from '../../../components/owner-only.tsx';
import { ButtonLink } from '../../../components/router-links.tsx';
import { nextSort } from '../../../lib/list-search.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { DEFAULT_MAXER_INVOICE_SORT, type MaxerInvoicesSearch, useOwnMaxerInvoicesQuery } from '../api.ts';
import { InvoiceSums } from '../components/invoice-sums.tsx';
import { MaxerInvoicesTable } from '../components/maxer-invoices-table.tsx';

const route = getRouteApi('/_company/maxer-invoices');

/** The company's invoices from Maxer (spec §2 "maxer-invoices"), the owner's. */
export function MaxerInvoicesPage() {
  const { t } = useTranslation('maxer-invoices');
  usePageTitle(t('own.title'));
  return (
    <OwnerOnly permission="platform-invoice:read-own">
      <OwnInvoices />
    </OwnerOnly>
  );
}

function OwnInvoices() {
  const { t } = useTranslation('maxer-invoices');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const invoices = useOwnMaxerInvoicesQuery(search);
  const sort = search.sort ?? DEFAULT_MAXER_INVOICE_SORT;
  const change = (patch: Partial<MaxerInvoicesSearch>, replace = false) =>
    void navigate({ search: (previous) => ({ ...previous, page: undefined, ...patch }), replace });
  return (
    <ListPage
      title={t('own.title')}
      description={t('own.intro')}
      newButton={<ButtonLink to="/maxer-invoices/pay">{t('own.payLink')}</ButtonLink>}
      search={search}
      onChange={change}
      searchPlaceholder={t('own.searchPlaceholder')}
      filtered={Boolean(search.status)}
      filters={
        <ListChoiceFilter
          label={t('filters.status')}
          param="status"
          value={search.status}
          allLabel={t('filters.all')}
          choices={PLATFORM_INVOICE_STATES.map((value) => ({ value, label: t(`status.${value}`) }))}
          onChange={change}
        />
      }
      result={invoices.data}
      empty={{ title: t('own.empty.title'), text: t('own.empty.text') }}
    >
      <Stack>
        <InvoiceSums sums={invoices.data?.sums} />
        <MaxerInvoicesTable
          invoices={invoices.data?.items}
          sort={sort}
          onSort={(column) => change({ sort: nextSort(sort, column) })}
          withCompany={false}
          action={(invoice) => (
            <Group gap="xs">
              <ButtonLink
                size="xs"
                variant="light"
                to="/maxer-invoices/$id"
                params={{ id: invoice._id }}
                aria-label={t('own.showLabel', { number: invoice.number })}
              >
                {t('own.show')}
              </ButtonLink>
            </Group>
          )}
        />
      </Stack>
    </ListPage>
  );
}
