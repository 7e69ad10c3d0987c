import { Badge, Table } from '@mantine/core';
import type { Vehicle } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/router-links.tsx';
import { SortableTh } from '../../../components/sortable-th.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import type { VehicleSort } from '../api.ts';

interface VehiclesTableProps {
  vehicles: Vehicle[] | undefined;
  sort: string;
  onSort: (column: VehicleSort) => void;
}

export function VehiclesTable({ vehicles, sort, onSort }: VehiclesTableProps) {
  const { t } = useTranslation('vehicles');
  const sortBy = (column: string) => onSort(column as VehicleSort);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('title')} aria-busy={!vehicles}>
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="name" sort={sort} onSort={sortBy}>
              {t('fields.name')}
            </SortableTh>
            <SortableTh column="registrationNumber" sort={sort} onSort={sortBy}>
              {t('fields.registrationNumber')}
            </SortableTh>
            <Table.Th>{t('fields.manufacturer')}</Table.Th>
            <Table.Th>{t('fields.model')}</Table.Th>
            <Table.Th>{t('fields.borrowable')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        {vehicles ? (
          <Table.Tbody>
            {vehicles.map((vehicle) => (
              <Table.Tr key={vehicle._id}>
                <Table.Td>
                  <AnchorLink to="/vehicles/$id" params={{ id: vehicle._id }} fw={500}>
                    {vehicle.name}
                  </AnchorLink>
                </Table.Td>
                <Table.Td ff="monospace">{vehicle.registrationNumber}</Table.Td>
                <Table.Td>{vehicle.manufacturer}</Table.Td>
                <Table.Td>{vehicle.model}</Table.Td>
                <Table.Td>
                  {vehicle.borrowable ? (
                    <Badge variant="light" color="green">
                      {t('common:yes')}
                    </Badge>
                  ) : (
                    <Badge variant="light" color="gray">
                      {t('common:no')}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        ) : (
          <TableSkeleton columns={5} />
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
