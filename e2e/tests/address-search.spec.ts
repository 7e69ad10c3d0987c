import { expect, type Page, test } from '@playwright/test';
import { OWNER, openSignedIn } from '../support/app.ts';

// Address fields suggest places through Google's Maps JavaScript API only when the installation has a
// maps key (GET /api/public-config); otherwise they are the plain fields and nothing of Google's loads.
// Google cannot be reached from the test machine: the key comes from an intercepted public-config
// answer and the script from a stand-in that speaks the Places library's interface.

const MAPS_SCRIPT = /^https:\/\/maps\.googleapis\.com\/maps\/api\/js\?/;

/** What Place.fetchFields({ fields: ['addressComponents'] }) answers for this address. */
const UNTER_DEN_LINDEN = [
  { longText: '12a', shortText: '12a', types: ['street_number'] },
  { longText: 'Unter den Linden', shortText: 'Unter den Linden', types: ['route'] },
  { longText: 'Mitte', shortText: 'Mitte', types: ['sublocality_level_1', 'sublocality', 'political'] },
  { longText: 'Berlin', shortText: 'Berlin', types: ['locality', 'political'] },
  { longText: 'Berlin', shortText: 'BE', types: ['administrative_area_level_1', 'political'] },
  { longText: 'Deutschland', shortText: 'DE', types: ['country', 'political'] },
  { longText: '10117', shortText: '10117', types: ['postal_code'] },
];

/** A stand-in for maps.googleapis.com/maps/api/js: the places library, then the loader's callback. */
const STAND_IN_SCRIPT = `(() => {
  const components = ${JSON.stringify(UNTER_DEN_LINDEN)};
  class AutocompleteSessionToken {}
  class Place {
    async fetchFields() { this.addressComponents = components; return { place: this }; }
  }
  const AutocompleteSuggestion = {
    async fetchAutocompleteSuggestions({ input, sessionToken }) {
      window.__placeQueries = [...(window.__placeQueries ?? []), { input, session: sessionToken instanceof AutocompleteSessionToken }];
      return { suggestions: [{ placePrediction: {
        text: { toString: () => 'Unter den Linden 12a, 10117 Berlin, Deutschland' },
        toPlace: () => new Place(),
      } }] };
    },
  };
  google.maps.importLibrary = async (name) => {
    if (name !== 'places') throw new Error('unexpected library ' + name);
    return { AutocompleteSessionToken, AutocompleteSuggestion, Place };
  };
  const callback = new URL(document.currentScript.src).searchParams.get('callback');
  if (callback !== 'google.maps.__ib__') throw new Error('unexpected callback ' + callback);
  google.maps.__ib__();
})();`;

function mapsRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('googleapis.com') || request.url().includes('gstatic.com'))
      seen.push(request.url());
  });
  return seen;
}

test('without a maps key the address fields are plain and no maps script is requested', async ({ page }) => {
  const seen = mapsRequests(page);
  const config = page.waitForResponse((response) => response.url().endsWith('/api/public-config'));
  await openSignedIn(page, OWNER, '/customers/new');
  expect(await (await config).json()).toEqual({ mapsApiKey: null });
  await expect(page.getByRole('textbox', { name: 'Strasse', exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'PLZ', exact: true })).toBeVisible();
  await expect(page.getByLabel('Adresse suchen')).toHaveCount(0);
  expect(seen).toEqual([]);
  await expect(page.locator('script[src*="maps.googleapis.com"]')).toHaveCount(0);
});

test.describe('with a maps key', () => {
  // The server under test has no key, so its CSP names none of Google's hosts; with a key it does
  // (public-config.test.ts). Here the key is intercepted, so the page's CSP is set aside.
  test.use({ bypassCSP: true });

  test('choosing a suggested place fills street, number, postcode, town and country', async ({ page }) => {
    let scriptUrl: URL | undefined;
    await page.route('**/api/public-config', (route) =>
      route.fulfill({ json: { mapsApiKey: 'test-maps-key' } }),
    );
    await page.route(MAPS_SCRIPT, (route) => {
      scriptUrl = new URL(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: STAND_IN_SCRIPT });
    });
    await openSignedIn(page, OWNER, '/customers/new');

    const search = page.getByRole('combobox', { name: 'Adresse suchen' });
    await search.fill('Unter den Linden 12');
    await page.getByRole('option', { name: 'Unter den Linden 12a, 10117 Berlin, Deutschland' }).click();

    await expect(page.getByRole('textbox', { name: 'Strasse', exact: true })).toHaveValue('Unter den Linden');
    await expect(page.getByRole('textbox', { name: 'Hausnummer', exact: true })).toHaveValue('12a');
    await expect(page.getByRole('textbox', { name: 'PLZ', exact: true })).toHaveValue('10117');
    await expect(page.getByRole('textbox', { name: 'Ort', exact: true })).toHaveValue('Berlin');
    await expect(page.getByRole('combobox', { name: 'Land', exact: true })).toHaveValue('Deutschland (DE)');
    await expect(search).toHaveValue('');

    // The script was asked for once, with the key, the places library and the page's language.
    expect(scriptUrl?.searchParams.get('key')).toBe('test-maps-key');
    expect(scriptUrl?.searchParams.get('libraries')).toBe('places');
    expect(scriptUrl?.searchParams.get('language')).toBe('de');
    const queries = await page.evaluate(
      () => (globalThis as unknown as { __placeQueries: unknown[] }).__placeQueries,
    );
    expect(queries).toEqual([{ input: 'Unter den Linden 12', session: true }]);
  });
});
