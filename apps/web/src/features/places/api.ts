import { isPostcodeOf, POSTCODE_PATTERNS } from '@maxer/domain';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

export const placeKeys = {
  all: ['places'] as const,
  postcode: (zip: string, country: string) => ['places', country, zip] as const,
};

/** A country without a known pattern asks from this many characters on. */
const MIN_FREE_POSTCODE = 3;

/**
 * Whether a postcode is worth asking about: a whole one of its country (a Swiss postcode once its
 * four digits are in, not after each digit).
 */
export function isWholePostcode(zip: string, country: string): boolean {
  const trimmed = zip.trim();
  if (!trimmed) return false;
  if (POSTCODE_PATTERNS[country.toUpperCase()]) return isPostcodeOf(country, trimmed);
  return trimmed.length >= MIN_FREE_POSTCODE;
}

/** The towns the company has seen with a postcode, most often first (empty until it is whole). */
export function usePlacesQuery(zip: string, country: string) {
  const trimmed = zip.trim();
  return useQuery({
    queryKey: placeKeys.postcode(trimmed, country),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/places', { params: { query: { zip: trimmed, country } }, signal })),
    enabled: isWholePostcode(trimmed, country),
    // Towns change slowly; the same postcode typed again in another form asks no more.
    staleTime: 60_000,
    meta: { silent: true },
  });
}
