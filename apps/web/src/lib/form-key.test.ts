import { afterEach, describe, expect, it, vi } from 'vitest';
import { newFormKey } from './form-key.ts';

describe('payment form key', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is unique per form, also where randomUUID is missing (plain http on a LAN address)', () => {
    expect(newFormKey()).not.toBe(newFormKey());
    const { getRandomValues } = crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(crypto) });
    const key = newFormKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newFormKey()).not.toBe(key);
  });
});
