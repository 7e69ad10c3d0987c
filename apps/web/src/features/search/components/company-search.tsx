import '@mantine/spotlight/styles.css';
import { Box, Button, Kbd, Loader, Text } from '@mantine/core';
import { useDebouncedValue, useOs } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import type { SearchItem, SearchKind } from '@maxer/domain';
import { IconClipboardList, IconFileInvoice, IconSearch, IconSend, IconUser } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanySearchQuery } from '../api.ts';

const ICONS: Record<SearchKind, ReactNode> = {
  customers: <IconUser size={18} stroke={1.6} />,
  contracts: <IconClipboardList size={18} stroke={1.6} />,
  invoices: <IconFileInvoice size={18} stroke={1.6} />,
  offers: <IconSend size={18} stroke={1.6} />,
};

/**
 * The company's global search (issue 15): Ctrl+K (Cmd+K on a Mac) or the header's button opens it;
 * customers, jobs, invoices and offers found by name or number, each opening its page.
 */
export function CompanySearch() {
  const { t } = useTranslation('search');
  const [store, spotlight] = useMemo(() => createSpotlight(), []);
  const [query, setQuery] = useState('');
  const [term] = useDebouncedValue(query.trim(), 200);
  const search = useCompanySearchQuery(term);
  const navigate = useNavigate();
  const mac = useOs() === 'macos';

  const open = (item: SearchItem) => {
    switch (item.kind) {
      case 'customers':
        return navigate({ to: '/customers/$id', params: { id: item._id } });
      case 'contracts':
        return navigate({ to: '/contracts/$id', params: { id: item._id } });
      case 'invoices':
        return navigate({ to: '/invoices/$id', params: { id: item._id } });
      case 'offers':
        return navigate({ to: '/offers/$id', params: { id: item._id } });
    }
  };

  const groups = term && search.data?.q === term ? search.data.groups.filter((g) => g.items.length > 0) : [];
  const waiting = term.length > 0 && (search.isFetching || search.data?.q !== term);

  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconSearch size={16} stroke={1.6} />}
        rightSection={
          <Kbd size="xs" visibleFrom="sm">
            {mac ? '⌘ K' : 'Ctrl K'}
          </Kbd>
        }
        onClick={spotlight.open}
        aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
      >
        {t('open')}
      </Button>
      <Spotlight.Root
        store={store}
        query={query}
        onQueryChange={setQuery}
        shortcut={['mod + K']}
        scrollable
        maxHeight={480}
        onSpotlightClose={() => setQuery('')}
      >
        <Spotlight.Search
          placeholder={t('placeholder')}
          aria-label={t('label')}
          leftSection={<IconSearch size={18} stroke={1.6} />}
          rightSection={waiting ? <Loader size="xs" aria-label={t('searching')} /> : null}
        />
        <Spotlight.ActionsList aria-label={t('results')}>
          {groups.map((group) => (
            // Not Spotlight.ActionsGroup: its label is CSS content, which screen readers do not read.
            <Box key={group.kind} role="group" aria-label={t(`kinds.${group.kind}`)}>
              <Text size="xs" fw={600} c="dimmed" px="sm" pt="xs" pb={4}>
                {t(`kinds.${group.kind}`)}
              </Text>
              {group.items.map((item) => (
                <Spotlight.Action
                  key={item._id}
                  leftSection={ICONS[item.kind]}
                  label={item.number === null ? item.title : `${item.number} · ${item.title}`}
                  description={item.detail ?? undefined}
                  onClick={() => void open(item)}
                />
              ))}
            </Box>
          ))}
          {groups.length === 0 && (
            <Spotlight.Empty>
              {!term ? t('hint') : waiting ? t('searching') : search.isError ? t('failed') : t('nothing')}
            </Spotlight.Empty>
          )}
        </Spotlight.ActionsList>
      </Spotlight.Root>
    </>
  );
}
