import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ApiKey } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { SortableTh } from '../../../components/sortable-th.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';
import type { ApiKeySort } from '../api.ts';

interface ApiKeysTableProps {
  keys: ApiKey[] | undefined;
  sort: string;
  onSort: (column: ApiKeySort) => void;
  onRevoke: (key: ApiKey) => void;
}

function state(key: ApiKey): 'active' | 'revoked' | 'expired' {
  if (key.revokedAt) return 'revoked';
  return key.active ? 'active' : 'expired';
}

const STATE_COLOR = { active: 'green', revoked: 'red', expired: 'gray' } as const;

export function ApiKeysTable({ keys, sort, onSort, onRevoke }: ApiKeysTableProps) {
  const { t } = useTranslation('apiKeys');
  const language = currentLanguage();
  const timeZone = useSession((s) => s.currentCompany?.timeZone);
  const sortBy = (column: string) => onSort(column as ApiKeySort);
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('title')} aria-busy={!keys}>
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="name" sort={sort} onSort={sortBy}>
              {t('fields.name')}
            </SortableTh>
            <Table.Th>{t('fields.scope')}</Table.Th>
            <Table.Th>{t('fields.state')}</Table.Th>
            <SortableTh column="createdAt" sort={sort} onSort={sortBy}>
              {t('fields.createdAt')}
            </SortableTh>
            <SortableTh column="lastUsedAt" sort={sort} onSort={sortBy}>
              {t('fields.lastUsed')}
            </SortableTh>
            <SortableTh column="expiresAt" sort={sort} onSort={sortBy}>
              {t('fields.expiresOn')}
            </SortableTh>
            <Table.Th>
              <VisuallyHidden>{t('fields.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        {keys ? (
          <Table.Tbody>
            {keys.map((key) => {
              const current = state(key);
              return (
                <Table.Tr key={key._id} data-state={current}>
                  <Table.Td>
                    <Text fw={500}>{key.name}</Text>
                    <Text c="dimmed" fz="xs" ff="monospace">{`mx_${key.keyId}_…`}</Text>
                  </Table.Td>
                  <Table.Td>{t(`scopes.${key.scope}`)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATE_COLOR[current]}>
                      {t(`states.${current}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDateTime(key.createdAt, language, timeZone)}</Table.Td>
                  <Table.Td>
                    {key.lastUsedAt ? (
                      <>
                        <Text fz="sm">{formatDateTime(key.lastUsedAt, language, timeZone)}</Text>
                        <Text c="dimmed" fz="xs" ff="monospace">
                          {key.lastUsedIp}
                        </Text>
                      </>
                    ) : (
                      t('never')
                    )}
                  </Table.Td>
                  <Table.Td>
                    {key.revokedAt
                      ? t('revokedOn', { date: formatDate(key.revokedAt, language, timeZone) })
                      : key.expiresAt
                        ? formatDate(key.expiresAt, language, timeZone)
                        : t('noExpiry')}
                  </Table.Td>
                  <Table.Td ta="right">
                    {!key.revokedAt && (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        aria-label={t('revokeNamed', { name: key.name })}
                        onClick={() => onRevoke(key)}
                      >
                        {t('revoke')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        ) : (
          <TableSkeleton columns={7} />
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
