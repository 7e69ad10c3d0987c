import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupApiServer } from '../../test/api-server.ts';
import { openApp, signedIn } from '../../test/app.tsx';

const server = setupApiServer();

function stub() {
  // The groups a user opened or closed are remembered in the browser: each test starts from none.
  localStorage.removeItem('maxer.nav.closed');
  server.use(http.get('*/api/*', () => Response.json({ items: [], total: 0, page: 1, pageSize: 25 })));
}

const navigation = () => screen.getByRole('navigation', { name: 'Hauptnavigation' });
const current = () =>
  within(navigation())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page');

describe('the company navigation', () => {
  it('groups the pages with one active entry, the group of the page shown open', async () => {
    stub();
    await openApp('/my-company/services', signedIn(), 'de', { onError: () => {} });
    await screen.findByRole('navigation', { name: 'Hauptnavigation' });
    // On the services page only "Dienstleistungen" is the current page: not "Übersicht", not "Firma".
    expect(current().map((link) => link.textContent)).toEqual(['Dienstleistungen']);
    for (const group of ['Arbeit', 'Kontakte', 'Katalog', 'Firma'])
      expect(within(navigation()).getByRole('button', { name: group })).toBeVisible();
    expect(within(navigation()).getByRole('link', { name: 'Fahrzeuge' })).toBeVisible();
  });

  it('keeps one active entry on a page below a list, and opens and closes a group', async () => {
    stub();
    const { user } = await openApp('/contracts/new', signedIn(), 'de', { onError: () => {} });
    await screen.findByRole('navigation', { name: 'Hauptnavigation' });
    expect(current().map((link) => link.textContent)).toEqual(['Aufträge']);
    // A group closes and opens on a click; the group of the page shown stays open.
    const company = within(navigation()).getByRole('button', { name: 'Firma' });
    expect(company).toHaveAttribute('aria-expanded', 'true');
    await user.click(company);
    expect(company).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(within(navigation()).queryByRole('link', { name: 'Firmendaten' })).toBeNull());
    await user.click(company);
    expect(company).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(within(navigation()).getByRole('link', { name: 'Firmendaten' })).toBeVisible(),
    );
    const work = within(navigation()).getByRole('button', { name: 'Arbeit' });
    await user.click(work);
    expect(work).toHaveAttribute('aria-expanded', 'true');
  });
});
