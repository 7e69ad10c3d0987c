import { Anchor, Badge, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { AdminSearchGroup, AdminSearchItem } from '@maxer/domain';
import { Link } from '@tanstack/react-router';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resultHref } from '../search-api.ts';

/** Marks the result links, so the arrow keys can move between them. */
export const RESULT_LINK_ATTRIBUTE = 'data-search-result';

/** The result links of the page, in order. */
export function resultLinks(root: ParentNode = document): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(`[${RESULT_LINK_ATTRIBUTE}]`)];
}

/** Arrow down and up move between the results (and back to the search box from the first one). */
function moveFocus(event: KeyboardEvent<HTMLElement>, onLeaveTop: () => void) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = resultLinks(event.currentTarget);
  const at = links.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  event.preventDefault();
  if (event.key === 'ArrowUp' && at === 0) onLeaveTop();
  else links[Math.max(0, Math.min(links.length - 1, at + (event.key === 'ArrowDown' ? 1 : -1)))]?.focus();
}

function ResultLine({ item }: { item: AdminSearchItem }) {
  const { t } = useTranslation('admin-search');
  const facts = [
    item.number === null ? null : t('number', { number: item.number }),
    item.detail,
    item.kind === 'companies' ? null : item.companyName,
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <li>
      <Anchor
        component={Link}
        // The on-behalf pages are built beside this screen: a plain path, not a typed route.
        to={resultHref(item) as never}
        {...{ [RESULT_LINK_ATTRIBUTE]: '' }}
        fw={500}
      >
        {item.title}
      </Anchor>
      {facts.length > 0 && (
        <Text size="sm" c="dimmed">
          {facts.join(' · ')}
        </Text>
      )}
    </li>
  );
}

function ResultGroup({ group }: { group: AdminSearchGroup }) {
  const { t } = useTranslation('admin-search');
  const headingId = `admin-search-${group.kind}`;
  const count = group.more ? t('countMore', { count: group.total }) : t('count', { count: group.total });
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={headingId}>
      <Group gap="sm" mb="sm" align="baseline">
        <Title order={2} size="h4" id={headingId}>
          {t(`groups.${group.kind}`)}
        </Title>
        {/* The number for the eye; the words for a screen reader. */}
        <Badge variant="light" aria-hidden>
          {group.more ? `${group.total}+` : group.total}
        </Badge>
        <VisuallyHidden>{count}</VisuallyHidden>
        {group.items.length < group.total && (
          <Text size="sm" c="dimmed">
            {t('shown', { count: group.items.length })}
          </Text>
        )}
      </Group>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {group.items.map((item) => (
          <ResultLine key={item._id} item={item} />
        ))}
      </Stack>
    </Paper>
  );
}

interface AdminSearchResultsProps {
  groups: AdminSearchGroup[];
  /** Arrow up on the first result: back to the search box. */
  onLeaveTop: () => void;
}

/** The groups that found something, each with its heading, count and results. */
export function AdminSearchResults({ groups, onLeaveTop }: AdminSearchResultsProps) {
  return (
    <Stack gap="md" onKeyDown={(event) => moveFocus(event, onLeaveTop)}>
      {groups
        .filter((group) => group.items.length > 0)
        .map((group) => (
          <ResultGroup key={group.kind} group={group} />
        ))}
    </Stack>
  );
}
