import { createRequire } from 'node:module';
import type { CountryLookup } from './geo.ts';

interface GeoIpLite {
  lookup(ip: string): { country?: string } | null;
}

/**
 * Country by IP from geoip-lite's bundled database (no network). Loaded on the first lookup of a
 * public address: its tables take a moment and memory that a purely local installation never needs.
 */
export function geoipCountryLookup(): CountryLookup {
  let geoip: GeoIpLite | undefined;
  return (ip) => {
    geoip ??= createRequire(import.meta.url)('geoip-lite') as GeoIpLite;
    return geoip.lookup(ip)?.country || null;
  };
}
