import { Alert, Center, Group, Loader, Paper, Text } from '@mantine/core';
import type { CompanySummary } from '@maxer/domain';
import { Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/router-links.tsx';
import { sessionStore, useSession } from '../../../lib/session-store.ts';
import { useCompanyQuery } from '../../company/index.ts';
import { AppFrame } from './app-frame.tsx';

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
      navItems={[
        { to: '/contracts', label: t('nav.contracts'), fuzzy: true },
        { to: '/offers', label: t('nav.offers'), fuzzy: true },
        { to: '/invoices', label: t('nav.invoices'), fuzzy: true },
        { to: '/payments', label: t('nav.payments'), fuzzy: true },
        { to: '/archive', label: t('nav.archive'), fuzzy: true },
        { to: '/customers', label: t('nav.customers'), fuzzy: true },
        { to: '/vehicles', label: t('nav.vehicles'), fuzzy: true },
        { to: '/items', label: t('nav.items'), fuzzy: true },
        { to: '/employees', label: t('nav.employees'), fuzzy: true },
        {
          label: t('nav.company'),
          items: [
            { to: '/my-company', label: t('nav.companySettings') },
            { to: '/my-company/services', label: t('nav.services') },
            { to: '/my-company/contract-questions', label: t('nav.questions') },
            { to: '/my-company/custom-contract-status', label: t('nav.statuses') },
            { to: '/pdf-extra-info', label: t('nav.pdfComponents'), fuzzy: true },
            { to: '/mail-templates', label: t('nav.mailTemplates'), fuzzy: true },
            { to: '/system-emails', label: t('nav.systemEmails'), fuzzy: true },
          ],
        },
        { to: '/active-sessions', label: t('nav.activeSessions'), fuzzy: true },
      ]}
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
