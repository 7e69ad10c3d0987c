import { Alert, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type Analytics, formatMoney, type Language } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMonth } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useAnalyticsQuery } from '../api.ts';
import { FigureSection } from '../components/figure-section.tsx';
import { PeriodFilter } from '../components/period-filter.tsx';

const route = getRouteApi('/_company/analytics');

const locale = (language: Language) => (language === 'en' ? 'en-GB' : 'de-CH');
const count = (value: number, language: Language) => value.toLocaleString(locale(language));

/**
 * How the business is doing (issue 20): offers and their outcome, revenue and receivables, jobs by
 * service kind and origin, over a period of months in the company's time zone. The server computes
 * every figure; this page only draws them and writes them out as tables.
 */
export function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  usePageTitle(t('title'));
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useAnalyticsQuery(search);
  const data = query.data;
  return (
    <Stack gap="lg" maw={1400}>
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed" size="sm">
          {data ? t('intro', { timeZone: data.timeZone }) : t('introLoading')}
        </Text>
      </div>
      {data && (
        <PeriodFilter
          from={data.from}
          to={data.to}
          thisMonth={data.today.slice(0, 7)}
          isDefault={!search.from && !search.to}
          onChange={(period) => void navigate({ search: period })}
        />
      )}
      {query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {query.error.message}
        </Alert>
      ) : !data ? (
        <Skeleton height={400} aria-busy />
      ) : (
        <Figures data={data} />
      )}
    </Stack>
  );
}

function Figures({ data }: { data: Analytics }) {
  const { t } = useTranslation('analytics');
  const language = currentLanguage();
  const month = (value: string) => formatMonth(value, language, 'long');
  const shortMonth = (value: string) => formatMonth(value, language);
  const percent = (value: number | null) =>
    value === null
      ? '–'
      : `${(value * 100).toLocaleString(locale(language), { maximumFractionDigits: 1 })} %`;
  const hours = (value: number | null) =>
    value === null
      ? '–'
      : t('hours', { value: value.toLocaleString(locale(language), { maximumFractionDigits: 1 }) });
  const integer = (value: number) => count(value, language);
  const offers = data.offers;
  const originLabel = (origin: Analytics['leadsByOrigin']['origins'][number]) =>
    origin.name ?? t(`origins.${origin.kind}`);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <FigureSection
          testId="analytics-offers"
          title={t('offers.title')}
          chart={{
            kind: 'bar',
            dataKey: 'label',
            data: offers.months.map((m) => ({ label: shortMonth(m.month), ...m })),
            series: [
              { name: 'sent', label: t('offers.sent'), color: 'blue.6' },
              { name: 'accepted', label: t('offers.accepted'), color: 'teal.6' },
              { name: 'rejected', label: t('offers.rejected'), color: 'red.6' },
              { name: 'expired', label: t('offers.expired'), color: 'gray.5' },
            ],
            valueFormatter: integer,
          }}
          empty={
            offers.totals.sent + offers.totals.accepted + offers.totals.rejected + offers.totals.expired === 0
          }
          emptyText={t('none')}
          table={{
            columns: [
              t('month'),
              t('offers.sent'),
              t('offers.accepted'),
              t('offers.rejected'),
              t('offers.expired'),
            ],
            rows: offers.months.map((m) => ({
              key: m.month,
              cells: [
                month(m.month),
                integer(m.sent),
                integer(m.accepted),
                integer(m.rejected),
                integer(m.expired),
              ],
            })),
            totals: [
              t('total'),
              integer(offers.totals.sent),
              integer(offers.totals.accepted),
              integer(offers.totals.rejected),
              integer(offers.totals.expired),
            ],
          }}
        />
        <FigureSection
          testId="analytics-conversion"
          title={t('conversion.title')}
          note={t('conversion.note')}
          chart={{
            kind: 'line',
            dataKey: 'label',
            data: offers.months.map((m) => ({ label: shortMonth(m.month), rate: m.conversionRate })),
            series: [{ name: 'rate', label: t('conversion.rate'), color: 'teal.7' }],
            valueFormatter: (value) => percent(value),
            domain: [0, 1],
          }}
          empty={offers.totals.conversionRate === null}
          emptyText={t('none')}
          table={{
            columns: [t('month'), t('conversion.rate'), t('conversion.averageTime')],
            rows: offers.months.map((m) => ({
              key: m.month,
              cells: [month(m.month), percent(m.conversionRate), hours(m.averageHoursToAccept)],
            })),
            totals: [
              t('total'),
              percent(offers.totals.conversionRate),
              hours(offers.totals.averageHoursToAccept),
            ],
          }}
        />
      </SimpleGrid>

      {data.revenue.length === 0 ? (
        <FigureSection
          testId="analytics-revenue"
          title={t('revenue.title', { currency: 'CHF' })}
          chart={{ kind: 'bar', dataKey: 'label', data: [], series: [], valueFormatter: integer }}
          empty
          emptyText={t('none')}
          table={{ columns: [t('month'), t('revenue.invoiced'), t('revenue.paid')], rows: [] }}
        />
      ) : (
        data.revenue.map((series) => (
          <FigureSection
            key={series.currency}
            testId={`analytics-revenue-${series.currency}`}
            title={t('revenue.title', { currency: series.currency })}
            chart={{
              kind: 'bar',
              dataKey: 'label',
              data: series.months.map((m) => ({ label: shortMonth(m.month), ...m })),
              series: [
                { name: 'invoiced', label: t('revenue.invoiced'), color: 'blue.6' },
                { name: 'paid', label: t('revenue.paid'), color: 'teal.6' },
              ],
              valueFormatter: (value) => formatMoney(value, language),
            }}
            empty={false}
            emptyText={t('none')}
            table={{
              columns: [t('month'), t('revenue.invoiced'), t('revenue.paid')],
              rows: series.months.map((m) => ({
                key: m.month,
                cells: [month(m.month), formatMoney(m.invoiced, language), formatMoney(m.paid, language)],
              })),
              totals: [
                t('total'),
                formatMoney(series.totals.invoiced, language),
                formatMoney(series.totals.paid, language),
              ],
            }}
          />
        ))
      )}

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {(data.receivables.length === 0 ? [null] : data.receivables).map((series) => (
          <FigureSection
            key={series?.currency ?? 'none'}
            testId={`analytics-receivables${series ? `-${series.currency}` : ''}`}
            title={t('receivables.title', { currency: series?.currency ?? 'CHF' })}
            note={t('receivables.note', { today: formatDate(data.today, language) })}
            chart={{
              kind: 'bar',
              dataKey: 'label',
              data: (series?.buckets ?? []).map((b) => ({
                label: t(`receivables.buckets.${b.bucket}`),
                unpaid: b.unpaid,
              })),
              series: [{ name: 'unpaid', label: t('receivables.unpaid'), color: 'orange.6' }],
              valueFormatter: (value) => formatMoney(value, language),
            }}
            empty={!series}
            emptyText={t('receivables.none')}
            table={{
              columns: [t('receivables.age'), t('receivables.count'), t('receivables.unpaid')],
              rows: (series?.buckets ?? []).map((b) => ({
                key: b.bucket,
                cells: [
                  t(`receivables.buckets.${b.bucket}`),
                  integer(b.count),
                  formatMoney(b.unpaid, language),
                ],
              })),
              ...(series
                ? {
                    totals: [t('total'), integer(series.count), formatMoney(series.total, language)],
                  }
                : {}),
            }}
          />
        ))}
        <FigureSection
          testId="analytics-services"
          title={t('services.title')}
          note={t('services.note')}
          chart={{
            kind: 'bar',
            dataKey: 'label',
            data: data.jobsByService.map((s) => ({
              label: t(`services.kinds.${s.service}`),
              count: s.count,
            })),
            series: [{ name: 'count', label: t('services.count'), color: 'indigo.6' }],
            valueFormatter: integer,
          }}
          empty={data.jobsByService.every((s) => s.count === 0)}
          emptyText={t('none')}
          table={{
            columns: [t('services.kind'), t('services.count')],
            rows: data.jobsByService.map((s) => ({
              key: s.service,
              cells: [t(`services.kinds.${s.service}`), integer(s.count)],
            })),
          }}
        />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <FigureSection
          testId="analytics-leads"
          title={t('leads.title')}
          note={t('leads.note')}
          chart={{
            kind: 'stacked',
            dataKey: 'label',
            data: data.leadsByOrigin.months.map((m) => ({
              label: shortMonth(m.month),
              ...Object.fromEntries(m.counts.map((c) => [c.key, c.count])),
            })),
            series: data.leadsByOrigin.origins.map((origin, index) => ({
              name: origin.key,
              label: originLabel(origin),
              color: SERIES_COLORS[index % SERIES_COLORS.length]!,
            })),
            valueFormatter: integer,
          }}
          empty={data.leadsByOrigin.totals.every((c) => c.count === 0)}
          emptyText={t('none')}
          table={{
            columns: [t('month'), ...data.leadsByOrigin.origins.map(originLabel)],
            rows: data.leadsByOrigin.months.map((m) => ({
              key: m.month,
              cells: [month(m.month), ...m.counts.map((c) => integer(c.count))],
            })),
            totals: [t('total'), ...data.leadsByOrigin.totals.map((c) => integer(c.count))],
          }}
        />
        <FigureSection
          testId="analytics-recent"
          title={t('recent.title')}
          note={t('recent.note', { since: formatDate(data.recentJobs.since, language, data.timeZone) })}
          chart={{
            kind: 'bar',
            dataKey: 'label',
            data: [
              { label: t('recent.without'), count: data.recentJobs.withoutOffers },
              { label: t('recent.with'), count: data.recentJobs.withOffers },
            ],
            series: [{ name: 'count', label: t('recent.count'), color: 'grape.6' }],
            valueFormatter: integer,
          }}
          empty={data.recentJobs.total === 0}
          emptyText={t('none')}
          table={{
            columns: [t('recent.jobs'), t('recent.count')],
            rows: [
              { key: 'without', cells: [t('recent.without'), integer(data.recentJobs.withoutOffers)] },
              { key: 'with', cells: [t('recent.with'), integer(data.recentJobs.withOffers)] },
            ],
            totals: [t('total'), integer(data.recentJobs.total)],
          }}
        />
      </SimpleGrid>
    </Stack>
  );
}

const SERIES_COLORS = [
  'blue.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'cyan.6',
  'lime.7',
  'gray.6',
  'gray.4',
  'red.6',
];
