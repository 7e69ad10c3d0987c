import { Table } from '@mantine/core';
import { formatQuantity, type InventoryLine, totalM3, VOLUME_ROOMS } from '@maxer/domain';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language.ts';

/** A counted inventory, read only: per room its pieces and m³, then the total (as on the contract PDF). */
export function InventoryList({ lines }: { lines: readonly InventoryLine[] }) {
  const { t } = useTranslation('volume');
  const language = currentLanguage();
  const m3 = (value: number) => t('m3', { value: formatQuantity(value, language) });
  return (
    <Table aria-label={t('editor.section')}>
      <Table.Tbody>
        {VOLUME_ROOMS.map((room) => {
          const ofRoom = lines.filter((line) => line.room === room);
          if (ofRoom.length === 0) return null;
          return (
            <Fragment key={room}>
              <Table.Tr>
                <Table.Th>{t(`rooms.${room}`)}</Table.Th>
                <Table.Th ta="right">{m3(totalM3(ofRoom))}</Table.Th>
              </Table.Tr>
              {ofRoom.map((line) => (
                <Table.Tr key={`${line.nameDe}|${line.volumeM3}`}>
                  <Table.Td>
                    {line.count} × {language === 'de' ? line.nameDe : line.nameEn || line.nameDe}
                  </Table.Td>
                  <Table.Td ta="right">{m3(totalM3([line]))}</Table.Td>
                </Table.Tr>
              ))}
            </Fragment>
          );
        })}
        <Table.Tr>
          <Table.Th>{t('calculator.totalLabel')}</Table.Th>
          <Table.Th ta="right">{m3(totalM3(lines))}</Table.Th>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
