import { percentOf, timesQuantity } from './arithmetic.ts';
import type { ContractItemPrice, CountedLinePrice } from './breakdown.ts';
import type { ContractItem, CountedLine } from './schemas.ts';

/** Special products or packing materials: count × unitPrice each, rounded to a cent. */
export function priceCountedLines(lines: readonly CountedLine[] | null | undefined): {
  lines: CountedLinePrice[];
  total: number;
} {
  const priced = (lines ?? []).map((line) => ({
    name: line.name,
    count: line.count,
    unitPrice: line.unitPrice,
    amount: timesQuantity(line.unitPrice, line.count),
  }));
  return { lines: priced, total: priced.reduce((sum, line) => sum + line.amount, 0) };
}

/**
 * Contract items in order. A discount amount is subtracted from the running sum of the lines above;
 * a discount percent takes round(running sum × percent / 100) off it (after earlier discounts).
 * The running sum covers the contract items only: services, special products and packing materials are
 * sections of their own on the document. A running sum below zero is invalid (validation reports it).
 */
export function priceContractItems(items: readonly ContractItem[] | null | undefined): {
  lines: ContractItemPrice[];
  total: number;
} {
  let running = 0;
  const lines = (items ?? []).map((item, index): ContractItemPrice => {
    let amount: number | null = null;
    if (item.type === 'item' || item.type === 'product') {
      amount = timesQuantity(item.unitPrice, item.quantity);
    } else if (item.type === 'discount') {
      const off = item.amount ?? (item.percent == null ? 0 : percentOf(running, item.percent));
      amount = 0 - off; // never -0
    }
    running += amount ?? 0;
    return { index, type: item.type, amount, runningTotal: running };
  });
  return { lines, total: running };
}
