import type { Company, CompanyUpdateInput, Currency } from '@maxer/domain';

/** The company form as typed: numbers and colours as text, nothing as ''. */
export interface CompanyFormValues {
  name: string;
  website: string;
  frontendUrl: string;
  backgroundColor: string;
  textColor: string;
  pdfAccentColor: string;
  header: string;
  footer: string;
  iban: string;
  vatNumber: string;
  pdfRelocationPriceType: Company['pdfRelocationPriceType'];
  contractNumberStart: string;
  customerNumberStart: string;
  invoiceNumberStart: string;
  allowedLoginCountries: string[];
  hideRejectOfferButton: boolean;
  vatRate: string;
  currency: Currency;
  timeZone: string;
  street: string;
  streetNumber: string;
  zipCode: string;
  city: string;
  country: string;
}

export type CompanyAddressField = 'street' | 'streetNumber' | 'zipCode' | 'city' | 'country';

export function companyFormValues(company: Company): CompanyFormValues {
  return {
    name: company.name,
    website: company.website ?? '',
    frontendUrl: company.frontendUrl ?? '',
    backgroundColor: company.backgroundColor ?? '',
    textColor: company.textColor ?? '',
    pdfAccentColor: company.pdfAccentColor ?? '',
    header: company.header ?? '',
    footer: company.footer ?? '',
    iban: company.iban ?? '',
    vatNumber: company.vatNumber ?? '',
    pdfRelocationPriceType: company.pdfRelocationPriceType,
    contractNumberStart: String(company.contractNumberStart),
    customerNumberStart: String(company.customerNumberStart),
    invoiceNumberStart: String(company.invoiceNumberStart),
    allowedLoginCountries: company.allowedLoginCountries,
    hideRejectOfferButton: company.hideRejectOfferButton,
    vatRate: String(company.vatRate),
    currency: company.currency,
    timeZone: company.timeZone,
    street: company.street ?? '',
    streetNumber: company.streetNumber ?? '',
    zipCode: company.zipCode ?? '',
    city: company.city ?? '',
    country: company.country,
  };
}

/** A number as typed ("7,7", "1000"); what is not one becomes NaN for the schema to refuse. */
function number(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' || !/^\d+(\.\d+)?$/.test(trimmed) ? Number.NaN : Number(trimmed);
}

export function companyInput(values: CompanyFormValues): CompanyUpdateInput {
  return {
    ...values,
    backgroundColor: values.backgroundColor || null,
    textColor: values.textColor || null,
    pdfAccentColor: values.pdfAccentColor || null,
    iban: values.iban.trim() || null,
    contractNumberStart: number(values.contractNumberStart),
    customerNumberStart: number(values.customerNumberStart),
    invoiceNumberStart: number(values.invoiceNumberStart),
    vatNumber: values.vatNumber.trim() || null,
    vatRate: number(values.vatRate),
  };
}
