import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Alert, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatMoney, type Language } from '@maxer/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/router-links.tsx';
import { formatMonth } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useAdminOverviewQuery } from '../overview-api.ts';

const LOCALES: Record<Language, string> = { de: 'de-CH', en: 'en-GB' };

/** "2026-11-26" → "26.11." / "26 Nov". */
function dayLabel(day: string, language: Language): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, date)));
}

/**
 * The platform's figures on the admin home page (issue 14), each a link to the list it counts:
 * companies active and inactive to the company list filtered so, new this month to the newest first,
 * recurring revenue to the active companies (whose packages it sums), sign-ins today to the live
 * dashboard. Unpaid platform invoices are shown as not available until platform billing exists.
 */
export function AdminOverviewFigures() {
  const { t } = useTranslation('admin');
  const overview = useAdminOverviewQuery();
  const language = currentLanguage();
  if (overview.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {t('home.failed')}
      </Alert>
    );
  const data = overview.data;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-busy={!data}>
        <Figure
          label={t('home.activeCompanies')}
          value={data?.companies.active}
          link={
            <AnchorLink to="/admin/company" search={{ active: 'true' }} size="sm">
              {t('home.showActive')}
            </AnchorLink>
          }
        />
        <Figure
          label={t('home.inactiveCompanies')}
          value={data?.companies.inactive}
          link={
            <AnchorLink to="/admin/company" search={{ active: 'false' }} size="sm">
              {t('home.showInactive')}
            </AnchorLink>
          }
        />
        <Figure
          label={t('home.newThisMonth')}
          value={data?.companies.newThisMonth}
          link={
            <AnchorLink to="/admin/company" search={{ sort: '-createdAt' }} size="sm">
              {t('home.showNewest')}
            </AnchorLink>
          }
        />
        <Figure
          label={t('home.monthlyRevenue')}
          value={data && formatMoney(data.monthlyRecurringRevenueCents, language, 'CHF')}
          hint={t('home.monthlyRevenueHint')}
          link={
            <AnchorLink to="/admin/company" search={{ active: 'true' }} size="sm">
              {t('home.showActive')}
            </AnchorLink>
          }
        />
        <Figure
          label={t('home.signInsToday')}
          value={data?.signInsToday}
          link={
            <AnchorLink to="/admin/live" size="sm">
              {t('home.showLive')}
            </AnchorLink>
          }
        />
        <Figure
          label={t('home.unpaidPlatformInvoices')}
          value={data && (data.unpaidPlatformInvoices ?? t('home.notAvailable'))}
          hint={t('home.unpaidPlatformInvoicesHint')}
          link={null}
        />
      </SimpleGrid>
      {data && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <ChartCard title={t('home.newCompaniesChart')}>
            <BarChart
              h={180}
              data={data.newCompaniesPerMonth.map((row) => ({
                label: formatMonth(row.month, language),
                count: row.count,
              }))}
              dataKey="label"
              series={[{ name: 'count', label: t('home.companiesSeries'), color: 'blue.6' }]}
              withTooltip
              tickLine="none"
              gridAxis="y"
            />
          </ChartCard>
          <ChartCard title={t('home.signInsChart')}>
            <BarChart
              h={180}
              data={data.signInsPerDay.map((row) => ({
                label: dayLabel(row.day, language),
                count: row.count,
              }))}
              dataKey="label"
              series={[{ name: 'count', label: t('home.signInsSeries'), color: 'teal.6' }]}
              withTooltip
              tickLine="none"
              gridAxis="y"
            />
          </ChartCard>
        </SimpleGrid>
      )}
    </Stack>
  );
}

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

interface FigureProps {
  label: string;
  value: number | string | undefined;
  hint?: ReactNode;
  link: ReactNode;
}

function Figure({ label, value, hint, link }: FigureProps) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton height={36} width={60} my={4} />
      ) : (
        <Text fz={28} fw={700} data-testid="figure-value">
          {value}
        </Text>
      )}
      {hint && (
        <Text size="xs" c="dimmed" mb="xs">
          {hint}
        </Text>
      )}
      {link}
    </Card>
  );
}
