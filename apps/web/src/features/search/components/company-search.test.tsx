import type { SearchResult } from '@maxer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';
import { errorBody } from '../../../test/render.tsx';

const server = setupApiServer();

const FOUND: SearchResult = {
  q: 'huber',
  groups: [
    {
      kind: 'customers',
      items: [
        {
          kind: 'customers',
          _id: 'cu1',
          title: 'Anna Huber',
          detail: 'anna@example.ch · Bern',
          number: 12,
          contractId: null,
        },
      ],
    },
    {
      kind: 'contracts',
      items: [
        {
          kind: 'contracts',
          _id: 'k1',
          title: 'Anna Huber',
          detail: 'Bern → Thun',
          number: 1041,
          contractId: 'k1',
        },
      ],
    },
    { kind: 'invoices', items: [] },
    { kind: 'offers', items: [] },
  ],
};

function stub(asked: string[]) {
  server.use(
    api.get('/api/search', ({ request, response }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      asked.push(q);
      return response(200).json(q.toLowerCase() === 'huber' ? { ...FOUND, q } : { q, groups: [] });
    }),
    api.get('/api/customers/{id}', ({ response }) =>
      response(404).json(errorBody('error_resource_not_found', 'x') as never),
    ),
    http.get('*/api/*', () => Response.json({ items: [], total: 0, page: 1, pageSize: 25 })),
  );
}

describe('the company search', () => {
  it('opens with Ctrl+K, finds a customer by name and opens it', async () => {
    const asked: string[] = [];
    stub(asked);
    const { user } = await openApp('/contracts', signedIn(), 'de', { onError: () => {} });
    await screen.findByRole('button', { name: /Suchen/ });

    await user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('textbox', {
      name: 'Suche in Kunden, Aufträgen, Rechnungen und Offerten',
    });
    // The dialog fades in: wait until it is shown.
    await waitFor(() =>
      expect(screen.getByText('Namen, E-Mail, Ort oder eine Nummer eingeben.')).toBeVisible(),
    );
    await user.type(input, 'Huber');

    const customer = await screen.findByRole('button', { name: /12 · Anna Huber/ });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('group', { name: 'Kunden' })).toContainElement(customer);
    const jobs = within(dialog).getByRole('group', { name: 'Aufträge' });
    expect(within(jobs).getByRole('button', { name: /1041 · Anna Huber/ })).toBeVisible();
    expect(within(dialog).queryByRole('group', { name: 'Rechnungen' })).toBeNull();
    // One request for the whole term once typing stops, not one per letter.
    expect(asked).toEqual(['Huber']);

    await user.click(customer);
    await waitFor(() => expect(window.location.pathname).toBe('/customers/cu1'));
  });

  it('opens from the header button and says when nothing is found, in English', async () => {
    stub([]);
    const { user } = await openApp('/en/contracts', signedIn(), 'en', { onError: () => {} });
    await user.click(await screen.findByRole('button', { name: /Search/ }));
    const input = await screen.findByRole('textbox', { name: 'Search customers, jobs, invoices and offers' });
    await user.type(input, 'Zzz');
    expect(await screen.findByText('Nothing found.')).toBeVisible();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: /Anna/ })).toBeNull();
  });
});
