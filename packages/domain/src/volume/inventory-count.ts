import type { VolumeRoom } from './rooms.ts';
import type { InventoryLine } from './volume.schemas.ts';

/** A piece as the calculator offers it: a catalogue item, or a line already counted. */
export interface CountablePiece {
  room: VolumeRoom;
  nameDe: string;
  nameEn: string;
  volumeM3: number;
}

/** A line counts a piece when room and German name agree (the catalogue's names are per company). */
const samePiece = (line: CountablePiece, piece: CountablePiece) =>
  line.room === piece.room && line.nameDe === piece.nameDe;

/** How many of a piece the inventory counts (0 when none). */
export function countOf(lines: readonly InventoryLine[], piece: CountablePiece): number {
  return lines.find((line) => samePiece(line, piece))?.count ?? 0;
}

/**
 * The inventory with a piece's count set: a new piece is added at the end, a count of 0 (or less)
 * removes its line, a counted line keeps its volume as counted (a later catalogue change does not
 * move an inventory already agreed). Counts are whole: 2.7 counts as 2.
 */
export function setCount(
  lines: readonly InventoryLine[],
  piece: CountablePiece,
  count: number,
): InventoryLine[] {
  const whole = Number.isFinite(count) ? Math.max(0, Math.trunc(count)) : 0;
  const index = lines.findIndex((line) => samePiece(line, piece));
  if (whole === 0) return lines.filter((_, i) => i !== index);
  if (index === -1) {
    const { room, nameDe, nameEn, volumeM3 } = piece;
    return [...lines, { room, nameDe, nameEn, volumeM3, count: whole }];
  }
  return lines.map((line, i) => (i === index ? { ...line, count: whole } : line));
}

/**
 * The pieces the calculator shows in a room: the catalogue's, then lines counted that the catalogue
 * no longer has (renamed or removed since), so nothing counted disappears from view.
 */
export function piecesOfRoom(
  catalogue: readonly CountablePiece[],
  lines: readonly InventoryLine[],
  room: VolumeRoom,
): CountablePiece[] {
  const offered = catalogue.filter((piece) => piece.room === room);
  const extra = lines.filter(
    (line) => line.room === room && !offered.some((piece) => samePiece(line, piece)),
  );
  return [...offered, ...extra];
}

/**
 * The m³ of catalogue items counted by id (the web inquiry form's counter, ADR 056): each item's
 * volume times its count, summed in integer hundredths and so exact, like `totalM3` (3 × 0.15 is
 * 0.45); ids not counted count 0. Written without imports: the form's page loads this module alone
 * (vite.config.ts, group `inquiry-schema`), not the pricing arithmetic.
 */
export function countedM3(
  items: readonly { _id: string; volumeM3: number }[],
  counts: Readonly<Record<string, number>>,
): number {
  const hundredths = items.reduce(
    (sum, item) => sum + Math.round(item.volumeM3 * 100) * (counts[item._id] ?? 0),
    0,
  );
  return hundredths / 100;
}
