import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import type { PlatformAdmin } from '@maxer/domain';
import { PLATFORM_TIME_ZONE } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { SortableTh } from '../../../components/sortable-th.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import type { AdminAdminSort } from './api.ts';

interface AdminAdminsTableProps {
  admins: PlatformAdmin[] | undefined;
  sort: string;
  onSort: (column: AdminAdminSort) => void;
  /** Deactivate an active admin, reactivate an inactive one (the page asks first). */
  onToggle: (admin: PlatformAdmin) => void;
  /** The signed-in admin: nobody deactivates themselves, so their own row offers no button. */
  selfId: string | undefined;
}

/** Every admin: name, e-mail, status, last seen, created, and the way to (de)activate them. */
export function AdminAdminsTable({ admins, sort, onSort, onToggle, selfId }: AdminAdminsTableProps) {
  const { t } = useTranslation('admin-activity');
  const language = currentLanguage();
  const sortBy = (column: string) => onSort(column as AdminAdminSort);
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('admins.title')} aria-busy={!admins}>
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="name" sort={sort} onSort={sortBy}>
              {t('admins.fields.name')}
            </SortableTh>
            <Table.Th>{t('admins.fields.email')}</Table.Th>
            <Table.Th>{t('admins.fields.status')}</Table.Th>
            <SortableTh column="lastSeenAt" sort={sort} onSort={sortBy}>
              {t('admins.fields.lastSeenAt')}
            </SortableTh>
            <SortableTh column="createdAt" sort={sort} onSort={sortBy}>
              {t('admins.fields.createdAt')}
            </SortableTh>
            <Table.Th>
              <VisuallyHidden>{t('admins.fields.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        {admins ? (
          <Table.Tbody>
            {admins.map((admin) => {
              const name = `${admin.firstName} ${admin.lastName}`;
              return (
                <Table.Tr key={admin._id}>
                  <Table.Td fw={500}>
                    {name}
                    {admin._id === selfId && (
                      <Badge variant="outline" size="sm" ml="xs">
                        {t('admins.you')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{admin.email}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={admin.active ? 'green' : 'gray'}>
                      {admin.active ? t('admins.active') : t('admins.inactive')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {admin.lastSeenAt ? (
                      formatDateTime(admin.lastSeenAt, language, PLATFORM_TIME_ZONE)
                    ) : (
                      <Text component="span" c="dimmed" size="sm">
                        {t('admins.neverSeen')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{formatDate(admin.createdAt, language, PLATFORM_TIME_ZONE)}</Table.Td>
                  <Table.Td ta="right">
                    {admin._id !== selfId && (
                      <Button
                        size="xs"
                        variant="light"
                        color={admin.active ? 'red' : 'green'}
                        onClick={() => onToggle(admin)}
                        aria-label={`${admin.active ? t('admins.deactivate.button') : t('admins.reactivate.button')}: ${name}`}
                      >
                        {admin.active ? t('admins.deactivate.button') : t('admins.reactivate.button')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        ) : (
          <TableSkeleton columns={6} />
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
