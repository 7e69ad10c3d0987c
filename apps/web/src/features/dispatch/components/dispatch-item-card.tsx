import { useDroppable } from '@dnd-kit/core';
import { Alert, Anchor, Badge, Card, Group, MultiSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import type { DispatchBoard, DispatchItem, Language } from '@maxer/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { itemLabel, kindLabel, timeSpan, warningTexts } from '../item-label.ts';

const KIND_COLORS = { relocation: 'blue', cleaning: 'teal', appointment: 'orange' } as const;

export interface DispatchItemCardProps {
  item: DispatchItem;
  board: DispatchBoard;
  names: ReadonlyMap<string, string>;
  others: ReadonlyMap<string, DispatchItem>;
  language: Language;
  onAssign: (item: DispatchItem, userIds: string[], vehicleIds: string[]) => void;
}

/** One job or appointment on the board: when, whose, where, its crew and vehicles, and what is wrong. */
export function DispatchItemCard({ item, board, names, others, language, onAssign }: DispatchItemCardProps) {
  const { t } = useTranslation('dispatch');
  const { setNodeRef, isOver } = useDroppable({ id: item.key, data: { item } });
  const label = itemLabel(item, t, language, board.timeZone);
  const warnings = warningTexts(item, names, others, t, language, board.timeZone);
  const people = item.people.map((person) => person._id);
  const vehicles = item.vehicles.map((vehicle) => vehicle._id);
  // Someone assigned before being deactivated (or a vehicle) stays visible with its name.
  const peopleData = [
    ...board.people.map((person) => ({ value: person._id, label: person.name })),
    ...item.people
      .filter((person) => !board.people.some((candidate) => candidate._id === person._id))
      .map((person) => ({ value: person._id, label: person.name })),
  ];
  const vehicleData = board.vehicles.map((vehicle) => ({
    value: vehicle._id,
    label: vehicle.registrationNumber ? `${vehicle.name} (${vehicle.registrationNumber})` : vehicle.name,
  }));
  return (
    <Card
      ref={setNodeRef}
      component="article"
      withBorder
      padding="md"
      radius="md"
      aria-label={label}
      data-testid={`dispatch-item-${item.key}`}
      style={{
        borderColor: isOver
          ? 'var(--mantine-color-blue-5)'
          : warnings.length > 0
            ? 'var(--mantine-color-orange-5)'
            : undefined,
        borderWidth: isOver ? 2 : undefined,
      }}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Text fw={700}>{timeSpan(item, language, board.timeZone)}</Text>
            <Badge color={KIND_COLORS[item.kind]} variant="light">
              {kindLabel(item, t)}
            </Badge>
            {item.contract && (
              <Anchor
                size="sm"
                renderRoot={(props) => (
                  <Link to="/contracts/$id" params={{ id: item.contract!._id }} {...props} />
                )}
              >
                {t('job', { number: item.contract.number })}
              </Anchor>
            )}
            {item.kind === 'appointment' && (
              <Anchor
                size="sm"
                renderRoot={(props) => <Link to="/appointments/$id" params={{ id: item.id }} {...props} />}
              >
                {t('detailTitle', { ns: 'appointments' })}
              </Anchor>
            )}
          </Group>
          {(item.plannedWorkers !== null || item.plannedVehicles > 0) && (
            <Text size="sm" c="dimmed">
              {item.plannedWorkers !== null
                ? t('planned', { workers: item.plannedWorkers, vehicles: item.plannedVehicles })
                : t('plannedVehicles', { vehicles: item.plannedVehicles })}
            </Text>
          )}
        </Group>
        {item.customer && <Text fw={500}>{item.customer.name}</Text>}
        {(item.address || item.destination) && (
          <Text size="sm">
            {[item.address, item.destination ? t('to', { address: item.destination }) : null]
              .filter(Boolean)
              .join(' ')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <MultiSelect
            label={t('people')}
            aria-label={t('pickPeople', { item: label })}
            data={peopleData}
            value={people}
            onChange={(ids) => onAssign(item, ids, vehicles)}
            searchable
            clearable
            nothingFoundMessage={t('nothingFound')}
          />
          <MultiSelect
            label={t('vehicles')}
            aria-label={t('pickVehicles', { item: label })}
            data={vehicleData}
            value={vehicles}
            onChange={(ids) => onAssign(item, people, ids)}
            searchable
            clearable
            nothingFoundMessage={t('nothingFound')}
          />
        </SimpleGrid>
        {warnings.length > 0 && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} p="xs">
            <Stack gap={2}>
              {warnings.map((text, index) => (
                // The same sentence can come twice (a person booked twice on one other item); order is stable.
                // biome-ignore lint/suspicious/noArrayIndexKey: warnings have no identity of their own
                <Text key={index} size="sm">
                  {text}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
