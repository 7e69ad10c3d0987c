import { AppShell, Burger, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useMatchRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { UserMenu } from './user-menu.tsx';

export interface NavItem {
  to:
    | '/'
    | '/active-sessions'
    | '/admin'
    | '/admin/company'
    | '/admin/packages'
    | '/admin/global-search'
    | '/admin/activities'
    | '/admin/admins'
    | '/admin/live'
    | '/customers'
    | '/vehicles'
    | '/items'
    | '/employees'
    | '/my-company'
    | '/my-company/services'
    | '/my-company/contract-questions'
    | '/my-company/custom-contract-status'
    | '/pdf-extra-info'
    | '/mail-templates'
    | '/system-emails'
    | '/dev-mailbox'
    | '/mail-failures'
    | '/contracts'
    | '/offers'
    | '/invoices'
    | '/payments'
    | '/archive';
  label: string;
  /** Also active on the pages below it. */
  fuzzy?: boolean;
}

/** A heading with its pages below it ("Firma": services, questions, statuses). */
export interface NavGroup {
  label: string;
  items: NavItem[];
}

export type NavEntry = NavItem | NavGroup;

interface AppFrameProps {
  /** Shown beside the product name: the company, or the platform administration. */
  context: string;
  navItems: NavEntry[];
  /** Above every page: who the admin acts for (decision 038). */
  banner?: ReactNode;
  /** In place of the page, until what the pages need is there. */
  children?: ReactNode;
}

/** Header with the product, the context and the user menu; navigation on the side; the page. */
export function AppFrame({ context, navItems, banner, children }: AppFrameProps) {
  const { t } = useTranslation('shell');
  const [opened, { toggle, close }] = useDisclosure();
  const matchRoute = useMatchRoute();

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('toggleNavigation')}
            />
            <Text fw={700} fz="lg" c="maxer.7">
              {t('common:appName')}
            </Text>
            <Text c="dimmed" size="sm" truncate="end" data-testid="shell-context">
              {context}
            </Text>
          </Group>
          <UserMenu />
        </Group>
      </AppShell.Header>
      {/* The menu outgrows a laptop screen: it scrolls on its own, so every entry stays reachable. */}
      <AppShell.Navbar p="sm" component="nav" aria-label={t('nav.label')} style={{ overflowY: 'auto' }}>
        {navItems.map((entry) => {
          const link = (item: NavItem) => (
            <NavLink
              key={item.to}
              label={item.label}
              active={Boolean(matchRoute({ to: item.to, fuzzy: item.fuzzy ?? false }))}
              onClick={close}
              renderRoot={(props) => <Link to={item.to} {...props} />}
            />
          );
          if (!('items' in entry)) return link(entry);
          return (
            <NavLink key={entry.label} label={entry.label} defaultOpened childrenOffset="md">
              {entry.items.map(link)}
            </NavLink>
          );
        })}
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
        {banner}
        {children ?? <Outlet />}
      </AppShell.Main>
    </AppShell>
  );
}
