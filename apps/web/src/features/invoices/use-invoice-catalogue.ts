import type { Currency } from '@maxer/domain';
import { useCompanyQuery } from '../company/index.ts';

export interface InvoiceCatalogue {
  vatRate: number;
  currency: Currency;
  timeZone: string;
  iban: string | null;
}

/**
 * What the invoice form needs besides the invoice: the company's VAT rate and currency (products are
 * searched on the server where a line picks one).
 */
export function useInvoiceCatalogue(): { data: InvoiceCatalogue | null; error: Error | null } {
  const company = useCompanyQuery();
  const error = company.error ?? null;
  if (!company.data) return { data: null, error };
  return {
    data: {
      vatRate: company.data.vatRate,
      currency: company.data.currency,
      timeZone: company.data.timeZone,
      iban: company.data.iban,
    },
    error,
  };
}
