import type { Item } from '@maxer/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api, setupApiServer } from '../../../../test/api-server.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ProductSelect } from './product-select.tsx';

const server = setupApiServer();

const FLUEGEL: Item = {
  _id: '00000000-0000-4000-8000-000000000031',
  name: 'Flügeltransport',
  priceCents: 98_000,
  unit: null,
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
};

describe("a product line's product", () => {
  it('is searched on the server, and the picked item comes with its price', async () => {
    server.use(
      api.get('/api/items', ({ query, response }) => {
        const items = (query.get('q') ?? '').toLowerCase().startsWith('flü') ? [FLUEGEL] : [];
        return response(200).json({ items, total: items.length, page: 1, pageSize: 20 });
      }),
    );
    const onPick = vi.fn();
    renderWithProviders(
      <ProductSelect
        name="items.0.productId"
        label="Produkt"
        productId={null}
        description=""
        error={null}
        onPick={onPick}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Produkt' }), 'Flü');
    await waitFor(() =>
      expect(server.requests.some((request) => new URL(request.url).searchParams.get('q') === 'Flü')).toBe(
        true,
      ),
    );
    await user.click(await screen.findByRole('option', { name: 'Flügeltransport', hidden: true }));
    expect(onPick).toHaveBeenCalledWith(FLUEGEL._id, FLUEGEL);
  });

  it("shows the line's product by its name before any search has found it", async () => {
    server.use(
      api.get('/api/items', ({ response }) =>
        response(200).json({ items: [], total: 0, page: 1, pageSize: 20 }),
      ),
    );
    renderWithProviders(
      <ProductSelect
        name="items.0.productId"
        label="Produkt"
        productId={FLUEGEL._id}
        description="Flügeltransport"
        error={null}
        onPick={vi.fn()}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Produkt' })).toHaveValue('Flügeltransport');
  });
});
