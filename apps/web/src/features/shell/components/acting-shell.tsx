import { Alert, Center, Group, Loader, Paper, Text } from '@mantine/core';
import type { CompanySummary } from '@maxer/domain';
import { Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/router-links.tsx';
import { sessionStore, useSession } from '../../../lib/session-store.ts';
import { useCompanyQuery } from '../../company/index.ts';
import { CompanySearch } from '../../search/index.ts';
import { AppFrame } from './app-frame.tsx';
import { companyNav } from './company-nav.tsx';

interface ActingShellProps {
  /** The company the admin acts for (from the address). */
  companyId: string;
}

/**
 * A platform admin acting for a company (decision 038): the company's own pages, every request sent for
 * it, below a banner naming it with the way back to the companies. The pages read the company's name,
 * currency and time zone from the session, as for its own users; they show once the company is known.
 */
export function ActingShell({ companyId }: ActingShellProps) {
  const { t } = useTranslation('shell');
  const { t: tb } = useTranslation('on-behalf');
  const company = useCompanyQuery();
  const data = company.data?._id === companyId ? company.data : undefined;
  const current = useSession((state) => state.currentCompany);

  useEffect(() => () => sessionStore.actFor(null), []);
  useEffect(() => {
    if (!data) return;
    const summary: CompanySummary = {
      _id: data._id,
      name: data.name,
      active: data.active,
      currency: data.currency,
      timeZone: data.timeZone,
    };
    sessionStore.actFor(summary);
  }, [data]);

  const ready = data !== undefined && current?._id === data._id;
  const name = data?.name ?? '';

  return (
    <AppFrame
      context={name}
      banner={<ActingBanner name={name} />}
      navItems={companyNav(t, {
        myJobs: false,
        dashboard: false,
        employees: true,
        mailFailures: false,
        devMailbox: false,
        maxerInvoices: true,
        apiKeys: true,
        calendar: true,
        analytics: true,
        webhooks: true,
      })}
      headerActions={ready ? <CompanySearch /> : null}
    >
      {ready ? (
        <Outlet />
      ) : company.isError ? (
        <Alert color="red" variant="light" role="alert" maw={720}>
          {tb('unknown')}
        </Alert>
      ) : (
        <Center py="xl">
          <Loader aria-label={tb('loading')} />
        </Center>
      )}
    </AppFrame>
  );
}

/** "Handeln für Muster Umzüge AG", and the way back to the companies. */
function ActingBanner({ name }: { name: string }) {
  const { t: tb } = useTranslation('on-behalf');
  return (
    <Paper
      component="section"
      aria-label={tb('label')}
      bg="orange.0"
      withBorder
      p="sm"
      mb="md"
      style={{ borderColor: 'var(--mantine-color-orange-4)' }}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text fw={600} c="orange.9">
          {name ? tb('banner', { company: name }) : tb('loading')}
        </Text>
        <ButtonLink to="/admin/company" size="xs" variant="white" color="orange">
          {tb('back')}
        </ButtonLink>
      </Group>
    </Paper>
  );
}
