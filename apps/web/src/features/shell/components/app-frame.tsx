import { AppShell, Burger, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useMatchRoute } from '@tanstack/react-router';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { UserMenu } from './user-menu.tsx';

export interface NavItem {
  to:
    | '/'
    | '/active-sessions'
    | '/analytics'
    | '/admin'
    | '/admin/company'
    | '/admin/packages'
    | '/admin/global-search'
    | '/admin/activities'
    | '/admin/admins'
    | '/admin/live'
    | '/admin/maxer-invoices'
    | '/maxer-invoices'
    | '/customers'
    | '/dispatch'
    | '/my-jobs'
    | '/vehicles'
    | '/items'
    | '/employees'
    | '/my-company'
    | '/my-company/calendar'
    | '/my-company/webhooks'
    | '/my-company/api-keys'
    | '/my-company/services'
    | '/my-company/volume'
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
    | '/appointments'
    | '/appointments/calendar'
    | '/reviews'
    | '/media'
    | '/archive';
  label: string;
  /** Also active on the pages below it. */
  fuzzy?: boolean;
  icon?: ReactNode;
}

/** A heading with its pages below it ("Firma": services, questions, statuses); it opens and closes. */
export interface NavGroup {
  /** Names the group in the remembered open/closed state; without it the group starts open. */
  key?: string;
  label: string;
  items: NavItem[];
  /** Closed at first unless it holds the page shown (a short screen holds the rest). */
  collapsed?: boolean;
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
  /** In the header before the user menu (the company app's notification bell). */
  headerActions?: ReactNode;
}

/** Header with the product, the context and the user menu; navigation on the side; the page. */
export function AppFrame({ context, navItems, banner, children, headerActions }: AppFrameProps) {
  const { t } = useTranslation('shell');
  const [opened, { toggle, close }] = useDisclosure();
  const matchRoute = useMatchRoute();
  // Exactly one entry is active: of those whose address matches, the most specific (longest) one, so
  // "Firma" does not light up beside "Dienstleistungen" on /my-company/services.
  const items = navItems.flatMap((entry) => ('items' in entry ? entry.items : [entry]));
  const active = items
    .filter((item) => Boolean(matchRoute({ to: item.to, fuzzy: item.fuzzy ?? false })))
    .sort((a, b) => b.to.length - a.to.length)[0]?.to;
  const [closed, setClosed] = useClosedGroups();

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
          <Group gap="xs" wrap="nowrap">
            {headerActions}
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      {/* The menu outgrows a laptop screen: it scrolls on its own, so every entry stays reachable. */}
      <AppShell.Navbar p="sm" component="nav" aria-label={t('nav.label')} style={{ overflowY: 'auto' }}>
        {navItems.map((entry) => {
          const link = (item: NavItem) => (
            <NavLink
              key={item.to}
              label={item.label}
              leftSection={item.icon}
              py={6}
              active={item.to === active}
              aria-current={item.to === active ? 'page' : undefined}
              onClick={close}
              // The router's own "active" (and its aria-current) only for the exact address, which is
              // then also the one active entry.
              renderRoot={(props) => <Link to={item.to} activeOptions={{ exact: true }} {...props} />}
            />
          );
          if (!('items' in entry)) return link(entry);
          const holdsActive = entry.items.some((item) => item.to === active);
          const key = entry.key ?? entry.label;
          const isClosed = closed[key] ?? Boolean(entry.collapsed);
          const opened = holdsActive || !isClosed;
          return (
            <NavLink
              key={key}
              component="button"
              type="button"
              label={entry.label}
              opened={opened}
              aria-expanded={opened}
              onChange={(opened) => setClosed(key, !opened)}
              childrenOffset="xs"
              fw={600}
              c="dimmed"
            >
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

const CLOSED_KEY = 'maxer.nav.closed';

/** The groups the user opened or closed, remembered in this browser (a group holding the page stays open). */
function useClosedGroups(): [Record<string, boolean>, (key: string, closed: boolean) => void] {
  const [closed, setState] = useState<Record<string, boolean>>(() => {
    try {
      const stored = JSON.parse(localStorage.getItem(CLOSED_KEY) ?? '{}') as unknown;
      return stored && typeof stored === 'object' ? (stored as Record<string, boolean>) : {};
    } catch {
      return {};
    }
  });
  const set = useCallback((key: string, value: boolean) => {
    setState((previous) => {
      const next = { ...previous, [key]: value };
      try {
        localStorage.setItem(CLOSED_KEY, JSON.stringify(next));
      } catch {
        // Private windows may refuse storage: the groups still open and close for this page's life.
      }
      return next;
    });
  }, []);
  return [closed, set];
}
