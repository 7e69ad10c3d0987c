import type { PlatformInvoiceLine } from './platform-invoice.schemas.ts';

/** A line's amount: quantity × unit price, rounded to the cent. */
export function platformLineAmount(line: PlatformInvoiceLine): number {
  return Math.round(line.quantity * line.unitPriceCents);
}

/**
 * Net (Σ lines), VAT added at `vatRate` percent (rounded to the cent) and total, in cents. The platform
 * bills net prices plus VAT, as its packages are priced.
 */
export function platformInvoiceTotals(lines: readonly PlatformInvoiceLine[], vatRate: number) {
  const net = lines.reduce((sum, line) => sum + platformLineAmount(line), 0);
  const vat = Math.round((net * vatRate) / 100);
  return { net, vat, total: net + vat };
}

/** The first and last day of a billing period `YYYY-MM`. */
export function periodDays(period: string): { start: string; end: string } {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start: `${period}-01`, end: `${period}-${String(last).padStart(2, '0')}` };
}

/** A calendar day `YYYY-MM-DD` plus `days`. */
export function addDaysTo(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
