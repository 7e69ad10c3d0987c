import type { QrBillAddress, QrBillData } from './qr-bill.ts';

/**
 * The text of a Swiss QR-bill's QR code ("Swiss Payments Code", SIX Implementation Guidelines QR-bill
 * 2.3, section 4.3): 31 lines or more separated by line feeds, in this order. The values are those of
 * `QrBillData`, which payment-code.ts has already made fit for the bill; as swissqrbill does, line
 * breaks are removed from every value, spaces from the account and the reference, and the country
 * is upper case. The printed payment part shows the same values.
 */
export function qrBillPayload(data: QrBillData): string {
  const reference = data.reference === undefined ? undefined : compact(data.reference);
  return [
    'SPC', // QR type
    '0200', // version 2.0
    '1', // coding type: UTF-8 restricted to the Latin character set
    compact(data.creditor.account),
    ...structuredAddress(data.creditor),
    // The ultimate creditor is reserved for future use: seven empty fields.
    ...Array<string>(7).fill(''),
    data.amount.toFixed(2),
    data.currency,
    ...structuredAddress(data.debtor),
    referenceType(reference),
    reference ?? '',
    oneLine(data.message ?? ''),
    'EPD', // end of payment data
  ].join('\n');
}

/** Address type "S" (structured), name, street, building number, postal code, town, country. */
function structuredAddress(address: QrBillAddress): string[] {
  return [
    'S',
    oneLine(address.name),
    oneLine(address.address),
    oneLine(address.buildingNumber ?? ''),
    oneLine(address.zip),
    oneLine(address.city),
    compact(address.country).toUpperCase(),
  ];
}

/** QRR for a 27-digit QR reference, SCOR for a creditor reference (RF…), NON without one. */
function referenceType(reference: string | undefined): 'QRR' | 'SCOR' | 'NON' {
  if (reference === undefined) return 'NON';
  return /^\d{27}$/.test(reference) ? 'QRR' : 'SCOR';
}

function oneLine(value: string): string {
  return value.replace(/[\r\n]/g, '');
}

function compact(value: string): string {
  return oneLine(value).replace(/ /g, '');
}
