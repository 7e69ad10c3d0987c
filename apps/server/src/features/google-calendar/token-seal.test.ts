import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkState, makeState } from './oauth-state.ts';
import { openTokens, sealTokens } from './token-seal.ts';

const key = randomBytes(32);
const tokens = {
  refresh_token: '1//refresh-secret',
  access_token: 'ya29.access',
  expiry_date: 1_800_000_000_000,
};

describe('sealed tokens', () => {
  it('open with the key for the same company only, and never show the tokens', () => {
    const sealed = sealTokens(key, 'company-a', tokens);
    expect(sealed).not.toContain('refresh-secret');
    expect(sealed).not.toBe(sealTokens(key, 'company-a', tokens));
    expect(openTokens(key, 'company-a', sealed)).toEqual(tokens);
    expect(openTokens(key, 'company-b', sealed)).toBeNull();
    expect(openTokens(randomBytes(32), 'company-a', sealed)).toBeNull();
    const [version, iv, tag, body] = sealed.split('.');
    const altered = Buffer.from(body!, 'base64');
    altered[0]! ^= 1;
    expect(openTokens(key, 'company-a', [version, iv, tag, altered.toString('base64')].join('.'))).toBeNull();
  });
});

describe('the OAuth state', () => {
  it('belongs to the session that asked, for a quarter of an hour', () => {
    const at = new Date('2026-10-20T08:00:00Z');
    const state = makeState(key, 'session-1', 'en', at);
    expect(checkState(key, 'session-1', state, new Date(at.getTime() + 60_000))).toBe('en');
    expect(checkState(key, 'session-2', state, at)).toBeNull();
    expect(checkState(key, 'session-1', state, new Date(at.getTime() + 16 * 60_000))).toBeNull();
    expect(checkState(key, 'session-1', state.replace('.en.', '.de.'), at)).toBeNull();
  });
});
