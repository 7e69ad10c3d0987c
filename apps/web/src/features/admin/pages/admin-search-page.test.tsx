import type { AdminSearchGroup, AdminSearchItem, AdminSearchResult } from '@maxer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';

const ADMIN = signedIn({ kind: 'admin', role: 'PLATFORM_ADMIN', username: 'olivia', company: null });
const ALPEN = '00000000-0000-4000-8000-000000000001';
const SEE = '00000000-0000-4000-8000-000000000002';

const item = (values: Partial<AdminSearchItem> & Pick<AdminSearchItem, 'kind' | '_id'>): AdminSearchItem => ({
  companyId: ALPEN,
  companyName: 'Alpen Umzüge AG',
  title: 'Gianna Quaderer',
  detail: null,
  number: null,
  ...values,
});

const group = (
  kind: AdminSearchGroup['kind'],
  items: AdminSearchItem[],
  total = items.length,
  more = false,
) => ({
  kind,
  items,
  total,
  more,
});

const found: AdminSearchResult = {
  q: 'quaderer',
  scope: 'full',
  groups: [
    group('companies', []),
    group('users', []),
    group(
      'customers',
      [
        item({ kind: 'customers', _id: 'c1', number: 1042, detail: 'gianna@example.ch · Chur' }),
        item({
          kind: 'customers',
          _id: 'c2',
          companyId: SEE,
          companyName: 'Seeland Transporte GmbH',
          title: 'Hugo Quadererli',
        }),
      ],
      2,
    ),
    group('contracts', [item({ kind: 'contracts', _id: 'k1', number: 7, detail: 'Chur → Bern' })], 100, true),
    group('offers', []),
    group('invoices', [
      item({
        kind: 'invoices',
        _id: 'i1',
        number: 4711,
        companyId: SEE,
        companyName: 'Seeland Transporte GmbH',
      }),
    ]),
  ],
};

const nothing = (q: string, scope: AdminSearchResult['scope'] = 'full'): AdminSearchResult => ({
  q,
  scope,
  groups: (['companies', 'users', 'customers', 'contracts', 'offers', 'invoices'] as const).map((kind) =>
    group(kind, []),
  ),
});

const server = setupApiServer();

async function openSearch(
  path: string,
  answer: (q: string) => AdminSearchResult,
  language: 'de' | 'en' = 'de',
  wait: () => Promise<unknown> = () => delay(20),
) {
  const asked: string[] = [];
  server.use(
    api.get('/api/admin/search', async ({ request, response }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      asked.push(q);
      await wait();
      return response(200).json(answer(q));
    }),
    http.get('*/api/*', () => Response.json({})),
  );
  const app = await openApp(path, ADMIN, language, { onError: () => {} });
  return { ...app, asked };
}

describe('the platform admin’s global search', () => {
  it('searches for the term in the address and shows the results grouped, each opening its company’s page', async () => {
    const { asked } = await openSearch('/admin/global-search?q=quaderer', () => found);
    const customers = await screen.findByRole('region', { name: 'Kunden' });
    expect(asked).toEqual(['quaderer']);
    expect(screen.getByRole('searchbox', { name: 'Suche' })).toHaveValue('quaderer');
    expect(within(customers).getByText('2 Treffer')).toBeInTheDocument();
    expect(within(customers).getByText('2')).toBeVisible();
    const links = within(customers).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/admin/company/${ALPEN}/customers/c1`,
      `/admin/company/${SEE}/customers/c2`,
    ]);
    expect(links[0]!.closest('li')).toHaveTextContent(
      /Gianna Quaderer.*Nr\. 1042 · gianna@example\.ch · Chur · Alpen Umzüge AG/,
    );
    expect(links[1]!.closest('li')).toHaveTextContent('Seeland Transporte GmbH');

    // A capped count says "more than", and that only the first are shown.
    const contracts = screen.getByRole('region', { name: 'Aufträge' });
    expect(within(contracts).getByText('mehr als 100 Treffer')).toBeInTheDocument();
    expect(within(contracts).getByText('100+')).toBeVisible();
    expect(contracts).toHaveTextContent('die ersten 1 werden angezeigt');
    expect(within(contracts).getByRole('link', { name: 'Gianna Quaderer' })).toHaveAttribute(
      'href',
      `/admin/company/${ALPEN}/contracts/k1`,
    );
    expect(screen.getByRole('region', { name: 'Rechnungen' })).toBeVisible();
    // Kinds without results have no section.
    expect(screen.queryByRole('region', { name: 'Firmen' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Offerten' })).toBeNull();
  });

  it('searches as one types (once typing pauses), keeps the term in the address and is usable by keyboard', async () => {
    const { user, router, asked } = await openSearch('/admin/global-search', (q) =>
      q === 'quaderer' ? found : nothing(q),
    );
    expect(screen.getByText('Wonach suchen Sie?')).toBeVisible();
    expect(asked).toEqual([]);

    const box = screen.getByRole('searchbox', { name: 'Suche' });
    await user.type(box, 'quaderer');
    await screen.findByRole('region', { name: 'Kunden' });
    expect(asked).toEqual(['quaderer']);
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'quaderer' }));

    // Arrow down from the box to the first result, on to the next, and up back to the box.
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('link', { name: 'Gianna Quaderer' })[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Hugo Quadererli' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveFocus();
  });

  it('shows a loading state, then says when nothing was found and when the term was short', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await openSearch(
      '/admin/global-search?q=xyzzy',
      (q) => nothing(q),
      'de',
      () => answered,
    );
    expect(await screen.findByRole('status', { name: 'Suche läuft …' })).toBeVisible();
    expect(screen.queryByText('Nichts gefunden')).toBeNull();
    answer();
    expect(await screen.findByText('Nichts gefunden')).toBeVisible();
    expect(screen.getByText('Zu „xyzzy“ gibt es in keiner Firma einen Treffer.')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('explains what a short term searches', async () => {
    await openSearch('/admin/global-search?q=al', (q) => nothing(q, 'short'));
    expect(await screen.findByText(/Mit weniger als drei Buchstaben/)).toBeVisible();
  });

  it('speaks English under /en, with the search in the admin navigation', async () => {
    await openSearch('/en/admin/global-search?q=quaderer', () => found, 'en');
    expect(await screen.findByRole('region', { name: 'Customers' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Global search' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Jobs' })).toBeVisible();
    expect(screen.getByText('more than 100 matches')).toBeInTheDocument();
    const nav = screen.getByRole('link', { name: 'Search' });
    expect(nav).toHaveAttribute('href', '/en/admin/global-search');
    expect(screen.getByRole('link', { name: 'Hugo Quadererli' })).toHaveAttribute(
      'href',
      `/en/admin/company/${SEE}/customers/c2`,
    );
  });
});
