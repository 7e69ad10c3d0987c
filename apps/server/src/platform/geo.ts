import net from 'node:net';

/** The ISO country code of an IP address, or null when unknown. */
export type CountryLookup = (ip: string) => string | null;

/** Loopback and private addresses are this machine's network: they count as allowed everywhere. */
export function isLocalAddress(ip: string): boolean {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (net.isIPv4(address)) {
    const [a, b] = address.split('.').map(Number) as [number, number];
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || a === 0;
  }
  const lower = address.toLowerCase();
  return (
    lower === '::1' ||
    lower === '::' ||
    lower.startsWith('fc') ||
    lower.startsWith('fd') ||
    lower.startsWith('fe80')
  );
}

/**
 * Whether a sign-in from `ip` may enter a company that allows only `allowedCountries` (empty: all).
 * A public address whose country is unknown is refused when a list is set: the company asked to
 * restrict sign-in, so doubt counts against it.
 */
export function countryAllowed(
  ip: string,
  allowedCountries: readonly string[],
  countryOf: CountryLookup,
): boolean {
  if (allowedCountries.length === 0 || isLocalAddress(ip)) return true;
  const country = countryOf(ip);
  return country !== null && allowedCountries.includes(country);
}
