import { beforeAll, describe, expect, it } from 'vitest';
import { asnOrganisationLookup, parseAsnLine } from './asn-organisation.ts';

// The organisation an active session's address belongs to (ADR 054), from the tables shipped in the
// @ip-location-db/asn package: IPv4 and IPv6, offline, nothing for local addresses.
describe('organisation by IP address', () => {
  const organisationOf = asnOrganisationLookup();
  // Reading the tables (tens of MB) happens on the first public address: outside the tests' time limit.
  beforeAll(() => {
    organisationOf('8.8.8.8');
  });

  it('names the organisation of public IPv4 and IPv6 addresses', () => {
    expect(organisationOf('85.0.0.1')).toMatch(/swisscom/i);
    expect(organisationOf('2a02:1210::1')).toMatch(/swisscom/i);
    expect(organisationOf('8.8.8.8')).toMatch(/google/i);
    expect(organisationOf('1.1.1.1')).toMatch(/cloudflare/i);
    expect(organisationOf('::ffff:8.8.8.8')).toMatch(/google/i);
  });

  it('knows none for private, loopback, link-local or malformed addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.1.1',
      '169.254.1.1',
      '::1',
      'fe80::1',
      '0x7f.1',
      'x',
    ]) {
      expect(organisationOf(ip)).toBeNull();
    }
  });

  it('reads quoted names with commas and doubled quotes', () => {
    expect(parseAsnLine('16777216,16777471,13335,"Cloudflare, Inc."')).toEqual({
      start: '16777216',
      end: '16777471',
      organisation: 'Cloudflare, Inc.',
    });
    expect(parseAsnLine('35309568,35313663,201907,"LLC ""SPUTNIK"""')?.organisation).toBe('LLC "SPUTNIK"');
    expect(parseAsnLine('')).toBeNull();
  });
});
