import { percentOf, timesQuantity } from './arithmetic.ts';
import type { ContractItem, ContractItemType, CountedLine } from './schemas.ts';

/** A special product or packing material with its amount: count × unitPrice, rounded to a cent. */
export interface CountedLinePrice {
  name: string;
  count: number;
  unitPrice: number;
  amount: number;
}

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
 * A contract item with its amount and the running sum of the items after it. `amount` is
 * quantity × unitPrice for item and product lines, minus the cents taken off for a discount line, and
 * null for text and subtotal lines (a subtotal prints `runningTotal`).
 */
export interface ContractItemPrice {
  index: number;
  type: ContractItemType;
  amount: number | null;
  runningTotal: number;
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
