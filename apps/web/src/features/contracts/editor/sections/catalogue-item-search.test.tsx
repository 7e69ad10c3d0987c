import type { Item } from '@maxer/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api, setupApiServer } from '../../../../test/api-server.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { CatalogueItemSearch } from './catalogue-item-search.tsx';

const server = setupApiServer();

const item = (id: number, name: string, priceCents: number, unit: string | null): Item => ({
  _id: `00000000-0000-4000-8000-00000000000${id}`,
  name,
  priceCents,
  unit,
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
});
const CATALOGUE = [
  item(1, 'Umzugskarton', 550, 'Stk.'),
  item(2, 'Kleiderbox', 1_250, 'Stk.'),
  item(3, 'Klaviertransport', 128_000, null),
];

/** The catalogue as the API searches it: by name or unit, ignoring case. */
function catalogueApi() {
  server.use(
    api.get('/api/items', ({ query, response }) => {
      const q = (query.get('q') ?? '').toLowerCase();
      const items = CATALOGUE.filter(
        (candidate) => candidate.name.toLowerCase().includes(q) || candidate.unit?.toLowerCase().includes(q),
      );
      return response(200).json({ items, total: items.length, page: 1, pageSize: 10 });
    }),
  );
}

const searches = () =>
  server.requests
    .filter((request) => new URL(request.url).pathname === '/api/items')
    .map((request) => new URL(request.url).searchParams.get('q'));

describe('adding a job line from the catalogue', () => {
  it('searches the catalogue on the server as one types, shows unit and price, and Enter takes the highlighted one without submitting', async () => {
    catalogueApi();
    const onPick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <CatalogueItemSearch currency="CHF" onPick={onPick} />
      </form>,
    );
    const user = userEvent.setup();
    const search = screen.getByRole('textbox', { name: 'Aus dem Katalog hinzufügen' });

    await user.click(search);
    await user.type(search, 'kl');
    await waitFor(() => expect(searches()).toContain('kl'));
    const options = await screen.findAllByRole('option', { hidden: true });
    await waitFor(() => expect(screen.getAllByRole('option', { hidden: true })).toHaveLength(2));
    expect(options[0]?.textContent).toContain('Kleiderbox');
    expect(screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual([
      'Kleiderboxpro Stk.CHF 12.50',
      "KlaviertransportCHF 1'280.00",
    ]);

    await user.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick.mock.calls[0]?.[0]).toMatchObject({ name: 'Klaviertransport', priceCents: 128_000 });
    expect(onSubmit).not.toHaveBeenCalled();
    // Ready for the next one.
    expect(search).toHaveValue('');
  });

  it('says so when nothing in the catalogue matches', async () => {
    catalogueApi();
    renderWithProviders(<CatalogueItemSearch currency="CHF" onPick={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Aus dem Katalog hinzufügen' }), 'Flügel');
    await waitFor(() => expect(searches()).toContain('Flügel'));
    expect(await screen.findByText('Kein Artikel gefunden')).toBeDefined();
  });
});
