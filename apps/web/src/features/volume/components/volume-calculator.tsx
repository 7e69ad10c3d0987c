import { Badge, Group, NumberInput, Paper, Stack, Table, Tabs, Text } from '@mantine/core';
import {
  type CountablePiece,
  countOf,
  estimateCrew,
  formatQuantity,
  type InventoryLine,
  piecesOfRoom,
  roomTotalsM3,
  setCount,
  totalM3,
  VOLUME_ROOMS,
  type VolumeRoom,
} from '@maxer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language.ts';
import type { VolumeCatalogue } from '../api.ts';

interface VolumeCalculatorProps {
  /** The inventory as counted. */
  value: InventoryLine[];
  onChange: (next: InventoryLine[]) => void;
  /** The company's items and crew rules (`useVolumeCatalogueQuery`). */
  catalogue: VolumeCatalogue;
  disabled?: boolean;
}

/**
 * Counting a home room by room (ADR 055): a tab per room with its m³, the company's pieces with a count
 * each, and below the total volume with the crew it takes by the company's rules. A controlled input:
 * it holds no inventory of its own, so the contract editor and the inquiry form keep theirs.
 */
export function VolumeCalculator({ value, onChange, catalogue, disabled = false }: VolumeCalculatorProps) {
  const { t } = useTranslation('volume');
  const language = currentLanguage();
  const [room, setRoom] = useState<VolumeRoom>('livingRoom');
  const m3 = (volume: number) => t('m3', { value: formatQuantity(volume, language) });
  const roomTotals = new Map(roomTotalsM3(value).map((total) => [total.room, total.m3]));
  const total = totalM3(value);
  const crew = estimateCrew(total, catalogue.rules);
  const nameOf = (piece: CountablePiece) => (language === 'de' ? piece.nameDe : piece.nameEn || piece.nameDe);

  return (
    <Stack gap="sm">
      <Tabs value={room} onChange={(next) => next && setRoom(next as VolumeRoom)} keepMounted={false}>
        <Tabs.List>
          {VOLUME_ROOMS.map((key) => (
            <Tabs.Tab
              key={key}
              value={key}
              rightSection={
                roomTotals.has(key) ? (
                  <Badge size="sm" variant="light">
                    {m3(roomTotals.get(key)!)}
                  </Badge>
                ) : undefined
              }
            >
              {t(`rooms.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {VOLUME_ROOMS.map((key) => (
          <Tabs.Panel key={key} value={key} pt="xs">
            <Table striped verticalSpacing={4} aria-label={t(`rooms.${key}`)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('calculator.piece')}</Table.Th>
                  <Table.Th ta="right">{t('calculator.each')}</Table.Th>
                  <Table.Th w={120}>{t('calculator.count')}</Table.Th>
                  <Table.Th ta="right">{t('calculator.volume')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {piecesOfRoom(catalogue.items, value, key).map((piece) => {
                  const count = countOf(value, piece);
                  return (
                    <Table.Tr key={`${piece.nameDe}|${piece.volumeM3}`}>
                      <Table.Td>{nameOf(piece)}</Table.Td>
                      <Table.Td ta="right">{m3(piece.volumeM3)}</Table.Td>
                      <Table.Td>
                        <NumberInput
                          size="xs"
                          min={0}
                          max={1000}
                          allowDecimal={false}
                          allowNegative={false}
                          disabled={disabled}
                          aria-label={t('calculator.countOf', { name: nameOf(piece) })}
                          value={count === 0 ? '' : count}
                          placeholder="0"
                          onChange={(next) => onChange(setCount(value, piece, Number(next) || 0))}
                        />
                      </Table.Td>
                      <Table.Td ta="right">{count > 0 ? m3(totalM3([{ ...piece, count }])) : ''}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Tabs.Panel>
        ))}
      </Tabs>
      <Paper withBorder p="sm" aria-live="polite">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} data-testid="volume-total">
            {t('calculator.total', { volume: m3(total) })}
          </Text>
          <Text size="sm" c="dimmed" data-testid="volume-estimate">
            {total > 0
              ? t('calculator.estimate', {
                  vehicles: t('calculator.vehicles', { count: crew.vehicles }),
                  workers: t('calculator.workers', { count: crew.workers }),
                  hours: t('calculator.hours', {
                    count: crew.hours,
                    value: formatQuantity(crew.hours, language),
                  }),
                })
              : t('calculator.nothing')}
          </Text>
        </Group>
      </Paper>
    </Stack>
  );
}
