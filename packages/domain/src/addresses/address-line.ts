/** The parts of an address a one-line form needs (a job's move-out address, a customer's). */
export interface AddressParts {
  street?: string | null;
  streetNumber?: string | null;
  zipCode?: string | null;
  city?: string | null;
}

/** One line of an address, as a calendar entry or a crew's list shows it: "Bahnhofstrasse 1, 8001 Zürich". */
export function addressLine(address: AddressParts | null | undefined): string | null {
  if (!address) return null;
  const street = [address.street, address.streetNumber].filter(Boolean).join(' ');
  const place = [address.zipCode, address.city].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ') || null;
}
