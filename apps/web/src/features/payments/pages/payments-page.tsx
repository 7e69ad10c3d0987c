import { Group, Paper, Select, Stack, Text } from '@mantine/core';
import { formatMoney, PAYMENT_METHODS, type PaymentMethod } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page.tsx';
import { DateField } from '../../../components/swiss-date-input.tsx';
import { currentLanguage } from '../../../lib/language.ts';
import { nextSort } from '../../../lib/list-search.ts';
import { TABULAR } from '../../../lib/tabular.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { DEFAULT_PAYMENT_SORT, type PaymentsSearch, usePaymentsQuery } from '../api.ts';
import { BankImportButton } from '../components/bank-import-button.tsx';
import { PaymentsTable } from '../components/payments-table.tsx';

const route = getRouteApi('/_company/payments');

/** Payments across invoices: method and date filters, the sum of the filtered list per currency. */
export function PaymentsPage() {
  const { t } = useTranslation('payments');
  usePageTitle(t('title'));
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = usePaymentsQuery(search);
  const sort = search.sort ?? DEFAULT_PAYMENT_SORT;
  const language = currentLanguage();

  const change = (patch: Partial<PaymentsSearch>, replace = false) =>
    void navigate({ search: (previous) => ({ ...previous, page: undefined, ...patch }), replace });

  return (
    <ListPage
      title={t('title')}
      description={t('intro')}
      newButton={<BankImportButton />}
      search={search}
      onChange={change}
      searchPlaceholder={t('searchPlaceholder')}
      filters={
        <>
          <Select
            label={t('fields.method')}
            placeholder={t('filter.all')}
            clearable
            w={160}
            value={search.method ?? null}
            onChange={(value) => change({ method: (value as PaymentMethod | null) ?? undefined })}
            data={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`method.${method}`) }))}
          />
          <DateField
            label={t('filter.from')}
            value={search.from ?? ''}
            onChange={(value) => change({ from: value || undefined })}
          />
          <DateField
            label={t('filter.to')}
            value={search.to ?? ''}
            onChange={(value) => change({ to: value || undefined })}
          />
        </>
      }
      filtered={Boolean(search.method || search.from || search.to)}
      result={list.data}
      empty={{ title: t('empty.title'), text: t('empty.text') }}
    >
      <Stack gap="md">
        <Paper withBorder p="sm" aria-label={t('sum')}>
          <Group gap="lg">
            <Text size="sm" c="dimmed">
              {t('sum')}
            </Text>
            {(list.data?.sums ?? []).map((sum) => (
              <Text key={sum.currency} fw={600} style={TABULAR} data-testid="payments-sum">
                {formatMoney(sum.amount, language, sum.currency)}
              </Text>
            ))}
          </Group>
        </Paper>
        <PaymentsTable
          payments={list.data?.items}
          showInvoice
          sort={sort}
          onSort={(column) => change({ sort: nextSort(sort, column) })}
        />
      </Stack>
    </ListPage>
  );
}
