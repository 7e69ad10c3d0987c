import type { Customer } from '@maxer/domain';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';

function customer(number: number): Customer {
  return {
    _id: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    number,
    gender: null,
    firstName: 'Anna',
    lastName: `Keller ${number}`,
    customerType: 'COMPANY',
    companyName: null,
    email: null,
    phone: null,
    street: null,
    streetNumber: null,
    zipCode: '8001',
    city: 'Zürich',
    country: 'CH',
    origin: null,
    createdBy: null,
    createdAt: '2026-11-21T10:00:00Z',
    updatedAt: '2026-11-21T10:00:00Z',
  };
}

const server = setupApiServer();

/** A page of the 60 customers, whatever was asked (`page` of the query). */
function customerPage(url: URL) {
  const page = Number(url.searchParams.get('page'));
  return { items: [customer(5000 + page)], total: 60, page, pageSize: 25 };
}

/** The customers page at a browser path, with an API that answers 60 customers and records each list query. */
async function openCustomers(path: string) {
  const queries: URLSearchParams[] = [];
  server.use(
    api.get('/api/customers', ({ request, response }) => {
      const url = new URL(request.url);
      queries.push(url.searchParams);
      return response(200).json(customerPage(url));
    }),
    // The shell asks other things too (the development mailbox); only the list's queries count.
    http.get('*/api/*', ({ request }) => Response.json(customerPage(new URL(request.url)))),
  );
  const { user } = await openApp(path, signedIn(), 'de', { onError: () => {} });
  return { queries, user };
}

const search = () => new URLSearchParams(window.location.search);

describe('the customer list keeps its state in the address bar', () => {
  it('asks the server for what the address says: search, sort, filter, page', async () => {
    const { queries } = await openCustomers('/customers?q=5001&sort=-number&page=2&customerType=COMPANY');
    expect(await screen.findByRole('link', { name: 'Anna Keller 5002' })).toBeVisible();
    const sent = queries.at(-1);
    expect(Object.fromEntries(sent ?? [])).toEqual({
      page: '2',
      pageSize: '25',
      sort: '-number',
      q: '5001',
      customerType: 'COMPANY',
    });
    expect((screen.getByRole('searchbox', { name: 'Suchen' }) as HTMLInputElement).value).toBe('5001');
    expect(screen.getByRole('columnheader', { name: 'Nr.' }).getAttribute('aria-sort')).toBe('descending');
    expect((screen.getByRole('radio', { name: 'Firma' }) as HTMLInputElement).checked).toBe(true);
  });

  it('writes a search into the address once typing pauses, and starts again at page 1', async () => {
    const { queries, user } = await openCustomers('/customers?page=2&sort=city');
    const box = await screen.findByRole('searchbox', { name: 'Suchen' });
    await user.type(box, 'Kel');
    await waitFor(() => expect(search().get('q')).toBe('Kel'));
    expect(search().get('page')).toBeNull();
    expect(search().get('sort')).toBe('city');
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('Kel'));
    // One request for the whole word, not one per letter.
    expect(queries.filter((query) => query.get('q') !== null)).toHaveLength(1);
  });

  it('sorts by a column, then the other way round; pages through the results', async () => {
    const { user } = await openCustomers('/customers');
    await screen.findByRole('link', { name: 'Anna Keller 5001' });
    await user.click(screen.getByRole('button', { name: 'Ort' }));
    await waitFor(() => expect(search().get('sort')).toBe('city'));
    await user.click(screen.getByRole('button', { name: 'Ort' }));
    await waitFor(() => expect(search().get('sort')).toBe('-city'));
    expect(screen.getByRole('columnheader', { name: 'Ort' }).getAttribute('aria-sort')).toBe('descending');

    await user.click(screen.getByRole('button', { name: 'Seite 3' }));
    await waitFor(() => expect(search().get('page')).toBe('3'));
    expect(await screen.findByRole('link', { name: 'Anna Keller 5003' })).toBeVisible();
    expect(screen.getByText('60 Einträge')).toBeVisible();
  });

  it('treats a sort the list does not know as no page at all (fatal 404)', async () => {
    await openCustomers('/customers?sort=password');
    expect(await screen.findByText('Seite nicht gefunden: /customers?sort=password')).toBeVisible();
  });
});
