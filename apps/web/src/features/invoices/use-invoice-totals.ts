import { type Currency, computeInvoiceTotals, contractItemSchema, type InvoiceTotals } from '@maxer/domain';
import { useEffect, useMemo, useRef } from 'react';
import { quantityFromText } from '../../lib/form-text.ts';
import { type InvoiceFormValues, lineInput } from './invoice-form-values.ts';

/**
 * The totals of the form as it stands, by the domain's invoice totals module (the server's own), so
 * they are what will be saved. `current` is null while a line holds something that is no amount yet;
 * `shown` is then the last totals that could be computed.
 */
export function invoiceTotalsOf(
  values: InvoiceFormValues,
  companyVatRate: number,
  currency: Currency,
): InvoiceTotals | null {
  const lines = values.items.map((line) => contractItemSchema.safeParse(lineInput(line)));
  const vatRate = values.vatRate.trim() === '' ? companyVatRate : quantityFromText(values.vatRate);
  if (vatRate === null || Number.isNaN(vatRate) || vatRate < 0 || vatRate > 100) return null;
  if (lines.some((line) => !line.success)) return null;
  return computeInvoiceTotals({
    lines: lines.map((line) => line.data!),
    includeVat: values.includeVat,
    vatRate,
    currency,
  });
}

export function useInvoiceTotals(values: InvoiceFormValues, companyVatRate: number, currency: Currency) {
  const current = useMemo(
    () => invoiceTotalsOf(values, companyVatRate, currency),
    [values, companyVatRate, currency],
  );
  const lastValid = useRef<InvoiceTotals | null>(current);
  useEffect(() => {
    if (current) lastValid.current = current;
  }, [current]);
  return { current, shown: current ?? lastValid.current };
}
