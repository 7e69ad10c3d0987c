import { Stack } from '@mantine/core';
import { customerDisplayName } from '@maxer/domain';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page.tsx';
import { ButtonLink } from '../../../components/router-links.tsx';
import { api, unwrap } from '../../../lib/api.ts';
import { nextSort } from '../../../lib/list-search.ts';
import { useSession } from '../../../lib/session-store.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { customerKeys } from '../../customers/index.ts';
import { DEFAULT_INVOICE_SORT, type InvoicesSearch, useInvoicesQuery } from '../api.ts';
import { InvoiceFilters } from '../components/invoice-filters.tsx';
import { InvoiceSums } from '../components/invoice-sums.tsx';
import { InvoicesTable } from '../components/invoices-table.tsx';

const route = getRouteApi('/_company/invoices');

/** Invoices: search by number or customer, state/date/customer filters, sums of the filtered list. */
export function InvoicesPage() {
  const { t } = useTranslation('invoices');
  usePageTitle(t('title'));
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useInvoicesQuery(search);
  const currency = useSession((state) => state.currentCompany?.currency);
  const sort = search.sort ?? DEFAULT_INVOICE_SORT;
  const [pickedName, setCustomerName] = useState('');
  // Arriving with ?customerId= (from a customer's page) the picker needs the customer's name.
  const customerId = search.customerId ?? '';
  const customer = useQuery({
    queryKey: customerKeys.detail(customerId),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/customers/{id}', { params: { path: { id: customerId } }, signal })),
    enabled: customerId !== '' && pickedName === '',
    meta: { silent: true },
  });
  const customerName =
    pickedName || (customer.data ? `${customerDisplayName(customer.data)} (${customer.data.number})` : '');
  const filtered = Boolean(search.state || search.from || search.to || search.customerId);

  const change = (patch: Partial<InvoicesSearch>, replace = false) =>
    void navigate({ search: (previous) => ({ ...previous, page: undefined, ...patch }), replace });

  return (
    <ListPage
      title={t('title')}
      description={t('intro')}
      maw={1280}
      newButton={<ButtonLink to="/invoices/new">{t('new')}</ButtonLink>}
      search={search}
      onChange={change}
      searchPlaceholder={t('searchPlaceholder')}
      filters={
        <InvoiceFilters
          search={search}
          customerName={customerName}
          onChange={(patch, name) => {
            if (name !== undefined) setCustomerName(name);
            change(patch);
          }}
        />
      }
      filtered={filtered}
      result={list.data}
      empty={{ title: t('empty.title'), text: t('empty.text') }}
    >
      <Stack gap="md">
        <InvoiceSums sums={list.data?.sums} currency={currency} />
        <InvoicesTable
          invoices={list.data?.items}
          sort={sort}
          onSort={(column) => change({ sort: nextSort(sort, column) })}
        />
      </Stack>
    </ListPage>
  );
}
