import { Alert, Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { CONTRACTS_WITHOUT_OFFERS_DAYS } from '@maxer/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/router-links.tsx';
import { formatDate } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useDashboardQuery } from '../api.ts';

/**
 * The office's three figures (issue 5, spec §9), each a link to the list it counts: pending offers to
 * the open offers; accepted this month to the offers accepted since the month began; contracts without
 * offers to the jobs with no offer created since the `since` the figure was counted from, newest first.
 * The last two links appear with the figures, since their filters come from the same answer.
 */
export function DashboardFigures() {
  const { t } = useTranslation('home');
  const dashboard = useDashboardQuery();
  const language = currentLanguage();
  const timeZone = useSession((state) => state.currentCompany?.timeZone);
  if (dashboard.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {t('figures.failed')}
      </Alert>
    );
  const data = dashboard.data;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} aria-busy={!data}>
      <Figure
        label={t('figures.offersPending')}
        value={data?.offersPending}
        hint={t('figures.offersPendingHint')}
        link={
          <AnchorLink to="/offers" search={{ state: 'open' }} size="sm">
            {t('figures.showOffers')}
          </AnchorLink>
        }
      />
      <Figure
        label={t('figures.acceptedThisMonth')}
        value={data?.offersAcceptedThisMonth}
        hint={data && t('figures.since', { date: formatDate(data.monthStart, language, timeZone) })}
        link={
          data ? (
            <AnchorLink
              to="/offers"
              search={{ state: 'accepted', acceptedFrom: data.monthStart, sort: '-acceptedAt' }}
              size="sm"
            >
              {t('figures.showAccepted')}
            </AnchorLink>
          ) : (
            <LinkPlaceholder />
          )
        }
      />
      <Figure
        label={t('figures.contractsWithoutOffers')}
        value={data?.contractsWithoutOffers}
        hint={t('figures.lastDays', { count: CONTRACTS_WITHOUT_OFFERS_DAYS })}
        link={
          data ? (
            <AnchorLink
              to="/contracts"
              search={{ withoutOffer: 'true', createdFrom: data.since, sort: '-createdAt' }}
              size="sm"
            >
              {t('figures.showContracts')}
            </AnchorLink>
          ) : (
            <LinkPlaceholder />
          )
        }
      />
    </SimpleGrid>
  );
}

/**
 * Where a link waits for the instant it filters from: without it the link would open the whole list
 * rather than what the figure counts.
 */
function LinkPlaceholder() {
  return <Skeleton height={14} width={160} my={3} />;
}

interface FigureProps {
  label: string;
  value: number | undefined;
  hint: ReactNode;
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
        <Text fz={32} fw={700} data-testid="figure-value">
          {value}
        </Text>
      )}
      <Text size="xs" c="dimmed" mb="xs">
        {hint}
      </Text>
      {link}
    </Card>
  );
}
