import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/index.ts';

// The web app learns the maps key here, signed in or not; without one it keeps plain address fields.
describe('public configuration', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((t) => t.close())));

  it('names the maps key when one is configured, to anyone', async () => {
    const t = await createTestApp({}, { MAPS_API_KEY: 'AIza-test-key' });
    apps.push(t);
    const response = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mapsApiKey: 'AIza-test-key' });
  });

  it('answers null without one (an empty setting counts as none)', async () => {
    const t = await createTestApp({}, { MAPS_API_KEY: '  ' });
    apps.push(t);
    const response = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(response.json()).toEqual({ mapsApiKey: null });
  });
});
