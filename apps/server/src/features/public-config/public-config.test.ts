import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/index.ts';

// The web app learns the maps key here, signed in or not; without one it keeps plain address fields.
describe('public configuration', () => {
  let withKey: TestApp;
  let withoutKey: TestApp;
  beforeAll(async () => {
    withKey = await createTestApp({}, { MAPS_API_KEY: 'AIza-test-key' });
    withoutKey = await createTestApp({}, { MAPS_API_KEY: '  ' });
  });
  afterAll(() => Promise.all([withKey.close(), withoutKey.close()]));

  it('names the maps key when one is configured, to anyone', async () => {
    const response = await withKey.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mapsApiKey: 'AIza-test-key' });
    // The page may then load Google's script and call its places service.
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/\*\.googleapis\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.googleapis\.com/);
  });

  it('answers null without one (an empty setting counts as none)', async () => {
    const response = await withoutKey.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(response.json()).toEqual({ mapsApiKey: null });
    expect(String(response.headers['content-security-policy'])).not.toContain('google');
  });
});
