import { Grid } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PostcodeTownFields } from './postcode-town-fields.tsx';

const server = setupApiServer();

/** The company's towns by postcode, as the API answers them. */
function knownTowns(towns: Record<string, string[]>) {
  server.use(
    api.get('/api/places', ({ query, response }) => {
      const zip = query.get('zip') ?? '';
      const country = query.get('country') ?? 'CH';
      return response(200).json({
        zip,
        country,
        towns: (towns[`${country} ${zip}`] ?? []).map((city, index) => ({ city, uses: 10 - index })),
      });
    }),
  );
}

function Address({ city = '', country = 'CH' }: { city?: string; country?: string }) {
  const [values, setValues] = useState({ zipCode: '', city });
  const part = (name: 'zipCode' | 'city', label: string) => ({
    label,
    name,
    value: values[name],
    onChange: (value: string) => setValues((previous) => ({ ...previous, [name]: value })),
  });
  return (
    <Grid>
      <PostcodeTownFields
        country={country}
        zipCode={part('zipCode', 'PLZ')}
        city={part('city', 'Ort')}
        zipSpan={4}
        citySpan={8}
      />
    </Grid>
  );
}

const placeRequests = () =>
  server.requests.filter((request) => new URL(request.url).pathname === '/api/places');

describe('the town suggested from the postcode', () => {
  it('fills in an empty town when the company knows one town for the postcode, asking once it is whole', async () => {
    knownTowns({ 'CH 8004': ['Zürich'] });
    renderWithProviders(<Address />);
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: 'PLZ' }), '8004');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Ort' })).toHaveValue('Zürich'));
    // "8", "80" and "800" are no Swiss postcodes: one request, for the whole one.
    expect(placeRequests().map((request) => new URL(request.url).search)).toEqual(['?zip=8004&country=CH']);
  });

  it('offers the towns, most often seen first, when there are several, and fills in nothing', async () => {
    knownTowns({ 'CH 3000': ['Bern', 'Bern Bümpliz'] });
    renderWithProviders(<Address />);
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: 'PLZ' }), '3000');
    const town = await screen.findByRole('combobox', { name: 'Ort' });
    await user.click(town);
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['Bern', 'Bern Bümpliz']);
    expect(town).toHaveValue('');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(town).toHaveValue('Bern Bümpliz');
  });

  it('keeps a town already entered, and asks about another country by its own rules', async () => {
    knownTowns({ 'CH 8004': ['Zürich'], 'DE 80331': ['München'] });
    renderWithProviders(<Address city="Winterthur" />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'PLZ' }), '8004');
    const town = await screen.findByRole('combobox', { name: 'Ort' });
    expect(town).toHaveValue('Winterthur');
  });

  it('asks with the country of the address', async () => {
    knownTowns({ 'DE 80331': ['München'] });
    renderWithProviders(<Address country="DE" />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'PLZ' }), '80331');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Ort' })).toHaveValue('München'));
    expect(placeRequests().map((request) => new URL(request.url).search)).toEqual(['?zip=80331&country=DE']);
  });
});
