import net from 'node:net';
import ipaddr from 'ipaddr.js';

/** The ISO country code of an IP address, or null when unknown. */
export type CountryLookup = (ip: string) => string | null;

/**
 * ipaddr.js's names for the ranges that are this machine's or its operator's network, not the public
 * internet: loopback, private (RFC 1918), link-local (169.254/16, fe80::/10), shared carrier-grade NAT
 * space (100.64/10, also overlay networks) and unique-local (fc00::/7). No country database places them.
 */
const LOCAL_RANGES = new Set([
  'unspecified',
  'loopback',
  'private',
  'linkLocal',
  'carrierGradeNat',
  'uniqueLocal',
]);

/** Loopback and private addresses are this machine's network: they count as allowed everywhere. */
export function isLocalAddress(ip: string): boolean {
  // net.isIP is strict; ipaddr.js alone would also take legacy forms such as "0x7f.1".
  if (!net.isIP(ip)) return false;
  // process() turns an IPv4-mapped IPv6 address (::ffff:10.0.0.1) into the IPv4 address it carries.
  return LOCAL_RANGES.has(ipaddr.process(ip).range());
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
