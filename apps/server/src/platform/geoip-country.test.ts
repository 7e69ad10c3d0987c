import { describe, expect, it } from 'vitest';
import { geoipCountryLookup } from './geoip-country.ts';

// The country a sign-in comes from decides whether a company's allowed-countries rule lets it in
// (decisions.md "Accounts and roles"): the bundled tables must answer for IPv4 and IPv6, offline.
describe('country by IP address', () => {
  const countryOf = geoipCountryLookup();

  it('names the country of public IPv4 and IPv6 addresses', () => {
    expect(countryOf('85.0.0.1')).toBe('CH'); // Swisscom
    expect(countryOf('2a02:1210::1')).toBe('CH'); // Swisscom, IPv6
    expect(countryOf('8.8.8.8')).toBe('US');
    expect(countryOf('81.2.69.142')).toBe('GB');
  });

  it('knows no country for private, loopback or malformed addresses', () => {
    expect(countryOf('127.0.0.1')).toBeNull();
    expect(countryOf('10.1.2.3')).toBeNull();
    expect(countryOf('::1')).toBeNull();
    expect(countryOf('not an address')).toBeNull();
  });
});
