import type { Contract } from '@maxer/domain';
import { CONTENT_WIDTH, MARGIN, MUTED_COLOR, SMALL_SIZE } from '../../../platform/pdf/index.ts';
import type { ContractPdfContext } from './contract-pdf-context.ts';

type StoredAddress = NonNullable<Contract['moveOut']>;

/** Both addresses side by side. */
export function drawAddresses({ input: { contract }, labels, pdf }: ContractPdfContext): void {
  const { doc, style, text, heading } = pdf;
  if (contract.moveOut || contract.moveIn) {
    heading(labels.addresses);
    const addressLines = (address: StoredAddress | null): string => {
      const lines = address
        ? [
            [address.street, address.streetNumber].filter(Boolean).join(' '),
            [address.zipCode, address.city].filter(Boolean).join(' '),
            address.country !== 'CH' ? address.country : '',
            address.floor ? `${labels.floor}: ${address.floor}` : '',
            address.elevator === null
              ? ''
              : `${labels.elevator}: ${address.elevator ? labels.yes : labels.no}`,
          ].filter((entry) => entry !== '')
        : [];
      return lines.length > 0 ? lines.join('\n') : '–';
    };
    const columns = [
      [labels.moveOut, addressLines(contract.moveOut)],
      [labels.moveIn, addressLines(contract.moveIn)],
    ] as const;
    const width = (CONTENT_WIDTH - 12) / 2;
    style('regular');
    const height = Math.max(...columns.map(([, lines]) => pdf.heightOf(lines, width))) + 14;
    pdf.ensure(height);
    const y = doc.y;
    columns.forEach(([title, lines], index) => {
      const x = MARGIN.left + index * (width + 12);
      style('bold', SMALL_SIZE, MUTED_COLOR);
      text(title, x, y, { width });
      style('regular');
      text(lines, x, doc.y + 2, { width, lineGap: 1 });
    });
    doc.x = MARGIN.left;
    doc.y = y + height + 2;
  }
}

/** Dates, in the company's time zone. */
export function drawDates({ input: { contract }, labels, pdf, format }: ContractPdfContext): void {
  const { heading, row } = pdf;
  const { date, time, dateTime } = format;
  const relocationStart = contract.relocationDetails?.startAt ?? null;
  const cleaningStart = contract.cleaningDetails?.startAt ?? null;
  const cleaningEnd = contract.cleaningDetails?.endAt ?? null;
  if (relocationStart || cleaningStart) {
    heading(labels.dates);
    if (relocationStart) row(labels.relocation, dateTime(relocationStart));
    if (cleaningStart) {
      const until = !cleaningEnd
        ? ''
        : date(cleaningEnd) === date(cleaningStart)
          ? ` – ${labels.time(time(cleaningEnd))}`
          : ` – ${dateTime(cleaningEnd)}`;
      row(labels.cleaning, `${dateTime(cleaningStart)}${until}`);
    }
  }
}
