import { toSpsText } from './sps-text.ts';

/**
 * The data of an invoice's Swiss QR-bill (SIX Implementation Guidelines QR-bill 2.3), in the shape
 * of swissqrbill's `Data`: structured addresses (address type "S") made fit for the bill, the
 * account, the reference and the message. Which invoice gets one is decided in payment-code.ts.
 */

/** A structured address: name, street, building number, postal code, town, country. */
export interface QrAddress {
  name: string;
  street?: string | null;
  buildingNumber?: string | null;
  zip?: string | null;
  city?: string | null;
  country?: string | null;
}

export interface QrBillAddress {
  name: string;
  address: string;
  buildingNumber?: string;
  zip: string;
  city: string;
  country: string;
}

export interface QrBillData {
  currency: 'CHF' | 'EUR';
  amount: number;
  creditor: QrBillAddress & { account: string };
  debtor: QrBillAddress;
  reference?: string;
  message?: string;
}

/** Limits of the structured address fields and of the unstructured message (SIX IG 2.3). */
export const QR_BILL_LIMITS = {
  name: 70,
  street: 70,
  buildingNumber: 16,
  zip: 16,
  city: 35,
  message: 140,
} as const;

/**
 * The address as the bill carries it: every field in the SPS character set and within its limit,
 * shortened between words. Null when incomplete: name, postal code, town and a two-letter country
 * are needed, and the street too for the debtor.
 */
export function qrBillAddress(address: QrAddress, needStreet: boolean): QrBillAddress | null {
  const country = (address.country ?? '').trim().toUpperCase();
  const fields = {
    name: toSpsText(address.name, QR_BILL_LIMITS.name),
    address: toSpsText(address.street ?? '', QR_BILL_LIMITS.street),
    buildingNumber: toSpsText(address.buildingNumber ?? '', QR_BILL_LIMITS.buildingNumber),
    zip: toSpsText(address.zip ?? '', QR_BILL_LIMITS.zip),
    city: toSpsText(address.city ?? '', QR_BILL_LIMITS.city),
    country,
  };
  const complete =
    fields.name !== '' &&
    fields.zip !== '' &&
    fields.city !== '' &&
    /^[A-Z]{2}$/.test(country) &&
    (!needStreet || fields.address !== '');
  if (!complete) return null;
  const { buildingNumber, ...rest } = fields;
  return buildingNumber ? { ...rest, buildingNumber } : rest;
}

/** The unstructured message ("Rechnung 12") as the bill carries it. */
export function qrBillMessage(message: string | undefined): string | undefined {
  const text = message ? toSpsText(message, QR_BILL_LIMITS.message) : '';
  return text || undefined;
}
