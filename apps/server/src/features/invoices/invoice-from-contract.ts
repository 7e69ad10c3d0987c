import {
  type ContractItem,
  type CountedLine,
  isBilledByHours,
  type Language,
  priceContractItems,
  type WorkedHours,
  workedRelocationPrice,
} from '@maxer/domain';
import { AppError } from '../../platform/errors.ts';
import { contractPdfLabels, contractPrice } from '../contracts/index.ts';
import type { findContractForInvoice } from './invoices.repo.ts';

type ContractForInvoice = NonNullable<Awaited<ReturnType<typeof findContractForInvoice>>>;

/**
 * The lines and VAT of an invoice for a contract: everything priced in the job's price now
 * (`jobPrice`). Once accepted, that is the acceptance snapshot: the accepted services at the price the
 * customer accepted, and the special products, packing materials and items as accepted, so the
 * invoice's total is the accepted gross whatever the office changed on the job since; work added later
 * belongs on the invoice as lines of its own. Before an acceptance (PENDING, REJECTED, …) every offered
 * service counts, priced as now.
 *
 * - A service priced as a range (hourly) is invoiced at its high bound after discount, the amount the
 *   list and the offer show as the contract's total; the office corrects it to the hours worked
 *   before any payment. Cleaning "by effort" has no price: a line of 0 for the office to fill in.
 * - A percentage discount among the contract's items takes its percent of the items above it only;
 *   on the invoice the services and products come first, so it becomes the fixed amount it took on
 *   the contract (its description keeps the percentage), and the invoice total stays the accepted one.
 * - includeVat, the rate and the currency are the price's (the snapshot's once accepted).
 * - `worked` (an hourly job, issue 15): the relocation is invoiced from the hours actually worked
 *   (workedRelocationPrice: hour price × (hours + return trip) + extras, less its discount, never above a
 *   cost ceiling), its line naming the hours and workers. Refused for a job not billed by the hour.
 */
export function invoiceLinesFromContract(
  contract: ContractForInvoice,
  language: Language,
  worked: WorkedHours | null = null,
): { lines: ContractItem[]; includeVat: boolean; vatRate: number; currency: 'CHF' | 'EUR' } {
  const labels = contractPdfLabels(language);
  const { input, breakdown } = contractPrice(contract);
  if (worked && (!breakdown.acceptedServices.includes('relocation') || !isBilledByHours(input)))
    throw new AppError('error_validation', { fields: { 'worked.hours': 'error_invoice_hours_invalid' } });
  const workedLabel = (hours: number, workers: number | null | undefined) =>
    language === 'de'
      ? [`${hours} Std.`, workers ? `${workers} Mitarbeitende` : null].filter(Boolean).join(', ')
      : [`${hours} h`, workers ? `${workers} workers` : null].filter(Boolean).join(', ');

  const lines: ContractItem[] = breakdown.acceptedServices.map((name) => {
    const service = breakdown.services[name];
    if (name === 'relocation' && worked) {
      return {
        type: 'item',
        description: `${labels[name]} (${workedLabel(worked.hours, worked.workers)})`,
        quantity: 1,
        unitPrice: workedRelocationPrice(input, worked).amount,
      };
    }
    return {
      type: 'item',
      description: service.byEffort ? `${labels[name]} (${labels.byEffort})` : labels[name],
      quantity: 1,
      unitPrice: service.byEffort ? 0 : service.highAfterDiscount,
    };
  });
  const counted = (group: readonly CountedLine[] | null | undefined): ContractItem[] =>
    (group ?? []).map((line) => ({
      type: 'item',
      description: line.name,
      quantity: line.count,
      unitPrice: line.unitPrice,
    }));
  lines.push(
    ...counted(input.specialProducts),
    ...counted(input.packingMaterials),
    ...fixedDiscounts(input.items ?? []),
  );

  return {
    lines,
    includeVat: breakdown.includeVat,
    vatRate: breakdown.vatRate,
    // The amounts are in the contract's currency, whatever the company uses today.
    currency: breakdown.currency,
  };
}

function fixedDiscounts(items: readonly ContractItem[]): ContractItem[] {
  const priced = priceContractItems(items).lines;
  return items.map((item, index) => {
    if (item.type !== 'discount' || item.percent == null) return item;
    const label = item.description ? `${item.description} (${item.percent} %)` : `${item.percent} %`;
    return { type: 'discount', description: label, amount: -(priced[index]!.amount ?? 0) };
  });
}
