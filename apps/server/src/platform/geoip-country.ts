import { createRequire } from 'node:module';
import type { CountryLookup } from './geo.ts';

interface GeoIpCountry {
  lookup(ip: string): { country?: string } | null;
}

/**
 * Country by IP from geoip-country's bundled GeoLite2 country tables (no network; 8 MB, released
 * twice a week; pinned, so an upgrade brings newer data). Loaded on the first lookup of a public
 * address: a purely local installation never pays for reading them.
 */
export function geoipCountryLookup(): CountryLookup {
  let geoip: GeoIpCountry | undefined;
  return (ip) => {
    geoip ??= createRequire(import.meta.url)('geoip-country') as GeoIpCountry;
    return geoip.lookup(ip)?.country || null;
  };
}
