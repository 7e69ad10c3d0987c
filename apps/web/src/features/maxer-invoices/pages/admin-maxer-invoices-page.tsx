import { Button, Group, Stack, TextInput } from '@mantine/core';
import { billingPeriodSchema, PLATFORM_INVOICE_STATES } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListChoiceFilter } from '../../../components/list-choice-filter.tsx';
import { ListPage } from '../../../components/list-page.tsx';
import { ButtonLink } from '../../../components/router-links.tsx';
import { nextSort } from '../../../lib/list-search.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { DEFAULT_MAXER_INVOICE_SORT, type MaxerInvoicesSearch, useAdminMaxerInvoicesQuery } from '../api.ts';
import { BillingRunModal } from '../components/billing-run-modal.tsx';
import { CompanyFilter } from '../components/company-filter.tsx';
import { CreateInvoiceModal } from '../components/create-invoice-modal.tsx';
import { InvoiceSums } from '../components/invoice-sums.tsx';
import { MaxerInvoicesTable } from '../components/maxer-invoices-table.tsx';
import { PlatformBankImportButton } from '../components/platform-bank-import.tsx';

const route = getRouteApi('/admin/maxer-invoices');

/**
 * The platform's invoices (spec §2 "/admin/maxer-invoices"): search, filters (status, month), sort and
 * pages in the address bar, the sums of the filtered list, a new invoice and "Bill this period".
 */
export function AdminMaxerInvoicesPage() {
  const { t } = useTranslation('maxer-invoices');
  usePageTitle(t('admin.title'));
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const invoices = useAdminMaxerInvoicesQuery(search);
  const [creating, setCreating] = useState(false);
  const [billing, setBilling] = useState(false);
  const sort = search.sort ?? DEFAULT_MAXER_INVOICE_SORT;
  const change = (patch: Partial<MaxerInvoicesSearch>, replace = false) =>
    void navigate({ search: (previous) => ({ ...previous, page: undefined, ...patch }), replace });

  return (
    <>
      <ListPage
        title={t('admin.title')}
        description={t('admin.intro')}
        newButton={
          <Group gap="xs">
            <PlatformBankImportButton />
            <Button variant="default" onClick={() => setBilling(true)}>
              {t('admin.billRun.button')}
            </Button>
            <Button onClick={() => setCreating(true)}>{t('admin.new')}</Button>
          </Group>
        }
        search={search}
        onChange={change}
        searchPlaceholder={t('admin.searchPlaceholder')}
        filtered={Boolean(search.status || search.period || search.companyId)}
        filters={
          <>
            <ListChoiceFilter
              label={t('filters.status')}
              param="status"
              value={search.status}
              allLabel={t('filters.all')}
              choices={PLATFORM_INVOICE_STATES.map((value) => ({ value, label: t(`status.${value}`) }))}
              onChange={change}
            />
            <CompanyFilter value={search.companyId} onChange={(companyId) => change({ companyId })} />
            <TextInput
              type="month"
              label={t('filters.period')}
              value={search.period ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                if (!value || billingPeriodSchema.safeParse(value).success)
                  change({ period: value || undefined });
              }}
            />
          </>
        }
        result={invoices.data}
        empty={{ title: t('admin.empty.title'), text: t('admin.empty.text') }}
      >
        <Stack>
          <InvoiceSums sums={invoices.data?.sums} />
          <MaxerInvoicesTable
            invoices={invoices.data?.items}
            sort={sort}
            onSort={(column) => change({ sort: nextSort(sort, column) })}
            withCompany
            action={(invoice) => (
              <ButtonLink
                size="xs"
                variant="light"
                to="/admin/maxer-invoices/edit/$id"
                params={{ id: invoice._id }}
                aria-label={t('admin.openLabel', { number: invoice.number })}
              >
                {t('admin.open')}
              </ButtonLink>
            )}
          />
        </Stack>
      </ListPage>
      {creating && <CreateInvoiceModal opened onClose={() => setCreating(false)} />}
      {billing && <BillingRunModal opened onClose={() => setBilling(false)} />}
    </>
  );
}
