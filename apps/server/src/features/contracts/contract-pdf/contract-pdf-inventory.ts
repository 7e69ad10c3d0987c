import { totalM3, VOLUME_ROOM_NAMES, VOLUME_ROOMS } from '@maxer/domain';
import type { ContractPdfContext } from './contract-pdf-context.ts';

/**
 * The volume calculator's inventory (ADR 055): per room its pieces (count × name, their m³ and the m³
 * of one piece below), the room's m³ in bold, the total volume last. Rooms in the calculator's order.
 */
export function drawInventory({ input: { contract, language }, labels, pdf, format }: ContractPdfContext) {
  const inventory = contract.inventory;
  if (inventory.length === 0) return;
  const m3 = (value: number) => `${format.quantity(value)} m³`;
  const { heading, row, totalRule } = pdf;
  heading(labels.inventory);
  for (const room of VOLUME_ROOMS) {
    const lines = inventory.filter((line) => line.room === room);
    if (lines.length === 0) continue;
    row(VOLUME_ROOM_NAMES[room][language === 'de' ? 'de' : 'en'], m3(totalM3(lines)), { face: 'bold' });
    for (const line of lines) {
      const name = language === 'de' ? line.nameDe : line.nameEn || line.nameDe;
      row(`${line.count} × ${name}`, m3(totalM3([line])), {
        details: [`${labels.each} ${m3(line.volumeM3)}`],
      });
    }
  }
  totalRule();
  row(labels.inventoryTotal, m3(totalM3(inventory)), { face: 'bold' });
}
