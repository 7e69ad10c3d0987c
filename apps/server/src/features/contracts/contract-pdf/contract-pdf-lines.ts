import type { ContractPdfContext } from './contract-pdf-context.ts';

/** Lines that are always included: special items, packing materials, the contract's items. */
export function drawLines({ input: { contract }, labels, pdf, format }: ContractPdfContext): void {
  const price = contract.price;
  const { money, quantity } = format;
  const { heading, row, totalRule } = pdf;
  for (const [title, group] of [
    [labels.specialProducts, price.specialProducts],
    [labels.packingMaterials, price.packingMaterials],
  ] as const) {
    if (group.lines.length === 0) continue;
    heading(title);
    for (const line of group.lines) {
      row(`${quantity(line.count)} × ${line.name}`, money(line.amount), {
        details: [`${labels.each} ${money(line.unitPrice)}`],
      });
    }
  }
  const items = contract.items ?? [];
  if (price.items.lines.length > 0) {
    heading(labels.items);
    for (const line of price.items.lines) {
      const item = items[line.index];
      if (!item) continue;
      if (item.type === 'item' || item.type === 'product') {
        row(item.description ?? '', money(line.amount ?? 0), {
          details: [`${quantity(item.quantity)} × ${money(item.unitPrice)}`],
        });
      } else if (item.type === 'text') {
        if (item.text) row(item.text, null, { face: 'italic' });
      } else if (item.type === 'discount') {
        const percent = item.percent != null ? ` ${quantity(item.percent)} %` : '';
        row(`${item.description ?? labels.discount}${percent}`, money(line.amount ?? 0));
      } else {
        totalRule();
        row(item.description ?? labels.subtotalLine, money(line.runningTotal), { face: 'bold' });
      }
    }
  }
}

/** Totals: net, VAT added or included, the rounding to 5 Rappen, the payable gross. */
export function drawTotals({ input: { contract }, labels, pdf, format }: ContractPdfContext): void {
  const price = contract.price;
  const { range, quantity } = format;
  const { heading, row, totalRule } = pdf;
  heading(labels.totals);
  const rate = quantity(price.vatRate);
  if (price.linesTotal !== 0 && price.servicesHigh !== 0) {
    row(labels.subtotal, range(price.subtotalLow, price.subtotalHigh));
  }
  if (price.includeVat) {
    row(labels.vatIncluded(rate), range(price.vatLow, price.vatHigh));
  } else {
    row(labels.net, range(price.netLow, price.netHigh));
    row(labels.vatAdded(rate), range(price.vatLow, price.vatHigh));
  }
  if (price.roundingLow !== 0 || price.roundingHigh !== 0) {
    row(labels.rounding, range(price.roundingLow, price.roundingHigh));
  }
  totalRule();
  row(labels.gross, range(price.grossLow, price.grossHigh), { face: 'bold' });
}
