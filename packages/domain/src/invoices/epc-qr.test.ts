import { describe, expect, it } from 'vitest';
import { epcPayload } from './epc-qr.ts';

describe('EPC QR code (EPC069-12, version 002)', () => {
  const data = {
    name: 'Umzüge O’Neill GmbH',
    iban: 'DE89 3704 0044 0532 0130 00',
    amount: 123_456,
    reference: 'RF18539007547034',
  };

  it('twelve lines: BCD, 002, UTF-8, SCT, no BIC, name, IBAN, EUR amount, reference, note', () => {
    expect(epcPayload({ ...data, note: 'Rechnung 4711' })).toBe(
      "BCD\n002\n1\nSCT\n\nUmzüge O'Neill GmbH\nDE89370400440532013000\nEUR1234.56\n\nRF18539007547034\n\nRechnung 4711",
    );
  });

  it('name at most 70 characters, shortened between words; the whole within 331 bytes', () => {
    const payload = epcPayload({
      ...data,
      name: `${'Umzugsgesellschaft '.repeat(5)}GmbH`,
      note: 'x '.repeat(60),
    });
    const lines = payload.split('\n');
    expect(lines[5]!.length).toBeLessThanOrEqual(70);
    expect(lines[5]).toMatch(/Umzugsgesellschaft$/);
    expect(lines[11]!.length).toBeLessThanOrEqual(70);
    expect(Buffer.byteLength(payload, 'utf8')).toBeLessThanOrEqual(331);
  });

  it('refuses what a bank would refuse', () => {
    expect(() => epcPayload({ ...data, amount: 0 })).toThrow();
    expect(() => epcPayload({ ...data, amount: 100_000_000_000 })).toThrow();
    expect(() => epcPayload({ ...data, reference: 'RF19539007547034' })).toThrow();
    expect(() => epcPayload({ ...data, iban: 'DE89 3704 0044 0532 0130 01' })).toThrow();
  });
});
