import { describe, expect, it } from 'vitest';
import { countryAllowed, isLocalAddress } from './geo.ts';

describe('isLocalAddress', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.254',
    '0.0.0.0',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:127.0.0.1',
  ])('counts %s as this machine’s or its operator’s network', (ip) => {
    expect(isLocalAddress(ip)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '100.63.255.255',
    '100.128.0.1',
    '172.32.0.1',
    '169.255.0.1',
    '193.5.216.14',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8',
    'fec0::1',
    'not an address',
    '0x7f.1',
    '',
  ])('counts %s as public (or not an address)', (ip) => {
    expect(isLocalAddress(ip)).toBe(false);
  });
});

describe('countryAllowed', () => {
  const everywhereUs = () => 'US';

  it('lets a link-local or carrier-grade NAT peer into a Swiss-only company, and refuses a public foreign one', () => {
    expect(countryAllowed('169.254.169.254', ['CH'], everywhereUs)).toBe(true);
    expect(countryAllowed('100.64.0.1', ['CH'], everywhereUs)).toBe(true);
    expect(countryAllowed('::ffff:10.0.0.1', ['CH'], everywhereUs)).toBe(true);
    expect(countryAllowed('8.8.8.8', ['CH'], everywhereUs)).toBe(false);
    expect(countryAllowed('8.8.8.8', ['CH', 'US'], everywhereUs)).toBe(true);
    expect(countryAllowed('8.8.8.8', [], everywhereUs)).toBe(true);
  });
});
