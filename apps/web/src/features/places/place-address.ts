/**
 * A place's address components as Google's Places returns them: the Maps JavaScript API's Place class
 * (`addressComponents`: longText / shortText) or the older PlaceResult (`address_components`:
 * long_name / short_name). Each has the types saying which part of the address it is.
 */
export interface PlaceComponent {
  types: readonly string[];
  longText?: string | null;
  shortText?: string | null;
  long_name?: string;
  short_name?: string;
}

/** The parts of our address forms a chosen place fills. */
export interface PlaceAddress {
  street: string;
  streetNumber: string;
  zipCode: string;
  city: string;
  /** ISO 3166-1 alpha-2, as the forms' country field holds it. */
  country: string;
}

/**
 * Our address fields from a place's components: street (route), number (street_number), postcode,
 * town (locality, else the postal town or the municipality level Google gives instead) and the
 * country's two-letter code. A part the place does not have stays empty.
 */
export function addressFromPlace(components: readonly PlaceComponent[]): PlaceAddress {
  const part = (type: string, form: 'long' | 'short' = 'long') => {
    const component = components.find((candidate) => candidate.types.includes(type));
    if (!component) return '';
    const text =
      form === 'short'
        ? (component.shortText ?? component.short_name ?? component.longText ?? component.long_name)
        : (component.longText ?? component.long_name ?? component.shortText ?? component.short_name);
    return text?.trim() ?? '';
  };
  return {
    street: part('route'),
    streetNumber: part('street_number'),
    zipCode: part('postal_code'),
    city: part('locality') || part('postal_town') || part('administrative_area_level_3'),
    country: part('country', 'short').toUpperCase(),
  };
}

/**
 * Puts a chosen place into a form: the whole address is the place's (a part it lacks is emptied, not
 * left from the old address), except the country, kept when the place names none.
 */
export function fillAddress(address: PlaceAddress, set: (field: keyof PlaceAddress, value: string) => void) {
  set('street', address.street);
  set('streetNumber', address.streetNumber);
  set('zipCode', address.zipCode);
  set('city', address.city);
  if (address.country) set('country', address.country);
}
