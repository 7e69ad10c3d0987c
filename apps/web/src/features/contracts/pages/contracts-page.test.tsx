import type { ContractSummary, Language } from '@maxer/domain';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store.ts';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';
import { errorBody } from '../../../test/render.tsx';

const USER = signedIn({
  _id: 'u2',
  firstName: 'Ueli',
  email: 'user@example.com',
  role: 'USER',
  username: 'user',
});

const CONTRACT: ContractSummary = {
  _id: '00000000-0000-4000-8000-0000000000a1',
  number: 1042,
  status: 'OPEN',
  origin: 'OFFICE',
  customStatus: null,
  customer: {
    _id: '00000000-0000-4000-8000-0000000000c1',
    number: 7,
    name: 'Erika Muster',
    email: null,
    gender: null,
  },
  relocationStartAt: null,
  archived: false,
  acceptedAt: null,
  currency: 'CHF',
  createdAt: '2026-11-20T09:00:00.000Z',
  moveOutCity: 'Bern',
  moveInCity: 'Zürich',
  grossLow: 96930,
  grossHigh: 96930,
  overdue: false,
};

/** The dashboard's "jobs without offers" link (the instant is 12:00 in Zurich). */
const FROM_DASHBOARD = `withoutOffer=true&createdFrom=${encodeURIComponent('2026-10-22T10:00:00.000Z')}&sort=-createdAt`;

const server = setupApiServer();

/** The app at a browser path, with an API that answers the job list and records its queries. */
async function open(path: string, language: Language = 'de') {
  const queries: URLSearchParams[] = [];
  server.use(
    api.get('/api/contracts', ({ request, response }) => {
      queries.push(new URL(request.url).searchParams);
      return response(200).json({ items: [CONTRACT], total: 1, page: 1, pageSize: 25 });
    }),
    api.get('/api/contract-statuses', ({ response }) =>
      response(200).json({ items: [], total: 0, page: 1, pageSize: 100 }),
    ),
    http.all('*/api/*', () => Response.json(errorBody('error_resource_not_found', 'x'), { status: 404 })),
  );
  const { user } = await openApp(path, USER, language);
  return { queries, user };
}

const search = () => new URLSearchParams(window.location.search);

describe('the job list', () => {
  it("asks for the dashboard's jobs without offers, shows both filters and counts them", async () => {
    const { queries } = await open(`/contracts?${FROM_DASHBOARD}`);
    await screen.findByRole('link', { name: 'Auftrag 1042' });
    expect(Object.fromEntries(queries.at(-1) ?? [])).toEqual({
      page: '1',
      pageSize: '25',
      sort: '-createdAt',
      withoutOffer: 'true',
      createdFrom: '2026-10-22T10:00:00.000Z',
    });
    expect(screen.getByRole('button', { name: 'Ohne Offerte – entfernen' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Erstellt seit 22.10.2026 12:00 – entfernen' })).toBeVisible();
    expect(screen.getByText('2 Filter aktiv')).toBeVisible();
    expect(sessionStore.getState().appliedContractFilter).toBe(2);
  });

  it('lets each be removed, keeping the other and the sort in the address', async () => {
    const { queries, user } = await open(`/contracts?${FROM_DASHBOARD}`);
    await user.click(
      await screen.findByRole('button', { name: 'Erstellt seit 22.10.2026 12:00 – entfernen' }),
    );
    await waitFor(() => expect(search().get('createdFrom')).toBeNull());
    expect(search().get('withoutOffer')).toBe('true');
    expect(search().get('sort')).toBe('-createdAt');
    await waitFor(() => expect(queries.at(-1)?.get('createdFrom')).toBeNull());
    expect(queries.at(-1)?.get('withoutOffer')).toBe('true');
    expect(await screen.findByText('1 Filter aktiv')).toBeVisible();
    expect(sessionStore.getState().appliedContractFilter).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Ohne Offerte – entfernen' }));
    await waitFor(() => expect(search().get('withoutOffer')).toBeNull());
    await waitFor(() => expect(sessionStore.getState().appliedContractFilter).toBe(0));
    expect(screen.queryByRole('button', { name: /entfernen/ })).toBeNull();
  });

  it('says it in English under /en, the date in English', async () => {
    await open(`/en/contracts?${FROM_DASHBOARD}`, 'en');
    expect(await screen.findByRole('button', { name: 'Without offer – remove' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Created since 22 Oct 2026 12:00 – remove' })).toBeVisible();
    expect(screen.getByText('2 filters active')).toBeVisible();
  });

  it('treats a creation instant that is no instant as no page at all', async () => {
    await open('/contracts?withoutOffer=true&createdFrom=yesterday');
    expect(
      await screen.findByText('Seite nicht gefunden: /contracts?withoutOffer=true&createdFrom=yesterday'),
    ).toBeVisible();
  });
});
