import type { Contract, CustomerType, Gender, Language, PdfRelocationPriceType } from '@maxer/domain';

/** Everything a contract PDF shows, as plain data: the renderer reads no database and no file. */
export interface ContractPdfInput {
  language: Language;
  /** The date printed as the document's date. */
  printedAt: Date;
  contract: Contract;
  customer: {
    gender: Gender | null;
    customerType: CustomerType;
    firstName: string | null;
    lastName: string;
    companyName: string | null;
    email: string | null;
    phone: string | null;
    street: string | null;
    streetNumber: string | null;
    zipCode: string | null;
    city: string | null;
    country: string;
  };
  company: {
    name: string;
    website: string | null;
    header: string | null;
    footer: string | null;
    pdfAccentColor: string | null;
    pdfRelocationPriceType: PdfRelocationPriceType;
    timeZone: string;
    hasAgb: boolean;
    /** The sender's address in the letterhead (as far as the company has one). */
    senderAddress?: readonly string[];
    /** UID/VAT number `CHE-123.456.789`, printed in the letterhead. */
    vatNumber?: string | null;
  };
  /** The company's PDF components in their order; content is sanitized HTML. */
  components: readonly { title: string; content: string }[];
  /**
   * The customer's online acceptance (ADR 057): when, and the signature (a typed name, or the drawn
   * one as a checked PNG); absent before an acceptance or when it was recorded otherwise.
   */
  acceptance?: ContractPdfAcceptance | null;
  /** The logo as PNG or JPEG bytes (platform/pdf `prepareLogo`); null without one: the company's name stands instead. */
  logo: Buffer | null;
}

export interface ContractPdfAcceptance {
  acceptedAt: Date;
  signature: { kind: 'typed'; name: string } | { kind: 'drawn'; png: Buffer } | null;
}
