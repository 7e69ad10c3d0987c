import type { Currency, Item } from '@maxer/domain';
import { useCompanyQuery } from '../company/index.ts';
import { useItemsQuery } from '../items/index.ts';

/** The most products a picker lists (the API's largest page). */
const PICKER_PAGE = 100;

export interface InvoiceCatalogue {
  vatRate: number;
  currency: Currency;
  timeZone: string;
  iban: string | null;
  products: Item[];
}

/** What the invoice form needs besides the invoice: the company's VAT rate, currency, and products. */
export function useInvoiceCatalogue(): { data: InvoiceCatalogue | null; error: Error | null } {
  const company = useCompanyQuery();
  const products = useItemsQuery({ pageSize: PICKER_PAGE });
  const error = company.error ?? products.error ?? null;
  if (!company.data || !products.data) return { data: null, error };
  return {
    data: {
      vatRate: company.data.vatRate,
      currency: company.data.currency,
      timeZone: company.data.timeZone,
      iban: company.data.iban,
      products: products.data.items,
    },
    error,
  };
}
