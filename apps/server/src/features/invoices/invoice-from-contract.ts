import {
  type ContractItem,
  type CountedLine,
  computePrice,
  type Language,
  PRICED_SERVICES,
  type PriceSnapshot,
  type PricingInput,
  priceContractItems,
} from '@maxer/domain';
import { PDF_LABELS } from '../documents/contract-pdf-labels.ts';
import type { findContractForInvoice } from './invoices.repo.ts';

type ContractForInvoice = NonNullable<Awaited<ReturnType<typeof findContractForInvoice>>>;

/**
 * The lines and VAT of an invoice for a contract (issue 6): the accepted services at the price the
 * customer accepted (the acceptance snapshot), then the contract's special products, packing
 * materials and items as they stand.
 *
 * - A service priced as a range (hourly) is invoiced at its high bound after discount, the amount the
 *   list and the offer show as the contract's total; the office corrects it to the hours worked
 *   before any payment. Cleaning "by effort" has no price: a line of 0 for the office to fill in.
 * - Without an acceptance (PENDING, REJECTED, …) every offered service counts, priced as now.
 * - A percentage discount among the contract's items takes its percent of the items above it only;
 *   on the invoice the services and products come first, so it becomes the fixed amount it took on
 *   the contract (its description keeps the percentage), and the invoice total stays the accepted one.
 * - includeVat, the rate and the currency come from the snapshot (else the contract), as pricing.md says.
 */
export function invoiceLinesFromContract(
  contract: ContractForInvoice,
  language: Language,
): { lines: ContractItem[]; includeVat: boolean; vatRate: number; currency: 'CHF' | 'EUR' } {
  const labels = PDF_LABELS[language];
  const details = contract.details as PricingInput;
  const snapshot = contract.acceptedSnapshot as PriceSnapshot | null;
  const services =
    snapshot?.services ??
    (() => {
      const price = computePrice({
        ...details,
        includeVat: contract.includeVat,
        vatRate: contract.vatRate,
        currency: contract.currency,
      });
      return PRICED_SERVICES.filter((name) => price.services[name].offered).map((name) => ({
        service: name,
        low: price.services[name].lowAfterDiscount,
        high: price.services[name].highAfterDiscount,
        byEffort: price.services[name].byEffort,
      }));
    })();

  const lines: ContractItem[] = services.map((service) => ({
    type: 'item',
    description: service.byEffort
      ? `${labels[service.service]} (${labels.byEffort})`
      : labels[service.service],
    quantity: 1,
    unitPrice: service.byEffort ? 0 : service.high,
  }));
  const counted = (group: readonly CountedLine[] | null | undefined): ContractItem[] =>
    (group ?? []).map((line) => ({
      type: 'item',
      description: line.name,
      quantity: line.count,
      unitPrice: line.unitPrice,
    }));
  lines.push(
    ...counted(details.specialProducts),
    ...counted(details.packingMaterials),
    ...fixedDiscounts(details.items ?? []),
  );

  return {
    lines,
    includeVat: snapshot?.includeVat ?? contract.includeVat,
    vatRate: snapshot?.vatRate ?? contract.vatRate,
    // The amounts are in the contract's currency, whatever the company uses today.
    currency: snapshot?.currency ?? contract.currency,
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
