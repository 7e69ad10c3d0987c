import type { PdfComponent } from '@maxer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';
import { errorBody } from '../../../test/render.tsx';

const auth = (role: 'OWNER' | 'USER') => signedIn({ role, username: 'olivia' });

const component = (id: string, title: string, content: string, position: number): PdfComponent => ({
  _id: `00000000-0000-7000-8000-00000000000${id}`,
  title,
  content,
  position,
  createdAt: '2026-11-21T10:00:00Z',
  updatedAt: '2026-11-21T10:00:00Z',
});

const PAYMENT = component('1', 'Zahlung', '<p><strong>30 Tage</strong> netto</p>', 0);
const INSURANCE = component('2', 'Versicherung', '<ul><li>Haftpflicht</li></ul>', 1);
const NOTES = component('3', 'Hinweise', '', 2);

const server = setupApiServer();

/** A server holding `components`; it records what the page asks of it. */
function stubServer(components: PdfComponent[], refuseOrder = false) {
  let stored = [...components];
  const requests: { method: string; path: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    const body =
      request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.clone().json();
    requests.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body;
  };
  server.use(
    api.get('/api/pdf-extra-info', async ({ request, response }) => {
      await record(request);
      return response(200).json({ items: stored, total: stored.length, page: 1, pageSize: 100 });
    }),
    api.put('/api/pdf-extra-info/order', async ({ request, response }) => {
      const { ids } = (await record(request)) as { ids: string[] };
      if (refuseOrder) return response(400).json(errorBody('error_validation', 'Ungültig'));
      stored = ids.map((id) => stored.find((entry) => entry._id === id)!);
      return response(204).empty();
    }),
    api.delete('/api/pdf-extra-info/{id}', async ({ request, params, response }) => {
      await record(request);
      stored = stored.filter((entry) => entry._id !== params.id);
      return response(204).empty();
    }),
    http.all('*/api/*', async ({ request }) => {
      await record(request);
      return Response.json(errorBody('error_not_found', 'Not found'), { status: 404 });
    }),
  );
  return requests;
}

async function openList(role: 'OWNER' | 'USER' = 'OWNER', onError: (error: unknown) => void = () => {}) {
  await openApp('/pdf-extra-info', auth(role), 'de', { onError });
  return screen.findByRole('table', { name: 'PDF-Bausteine' });
}

const titles = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('link').textContent);

describe('the PDF components list', () => {
  it('shows the components in document order with a plain preview of their content', async () => {
    stubServer([PAYMENT, INSURANCE, NOTES]);
    const table = await openList();
    await waitFor(() => expect(titles(table)).toEqual(['Zahlung', 'Versicherung', 'Hinweise']));
    expect(within(table).getByText('30 Tage netto')).toBeVisible();
    expect(within(table).getByText('Haftpflicht')).toBeVisible();
    expect(within(table).getByText('Kein Inhalt')).toBeVisible();
    // The first cannot go up, the last cannot go down.
    expect(screen.getByRole('button', { name: 'Nach oben: Zahlung' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Nach unten: Hinweise' })).toHaveProperty('disabled', true);
  });

  it('moves a component by keyboard, saves the whole order and keeps the focus on it', async () => {
    const requests = stubServer([PAYMENT, INSURANCE, NOTES]);
    const user = userEvent.setup();
    const table = await openList();
    await waitFor(() => expect(titles(table)).toHaveLength(3));
    screen.getByRole('button', { name: 'Nach unten: Zahlung' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(titles(table)).toEqual(['Versicherung', 'Zahlung', 'Hinweise']));
    expect(requests.find((request) => request.path === '/api/pdf-extra-info/order')).toEqual({
      method: 'PUT',
      path: '/api/pdf-extra-info/order',
      body: { ids: [INSURANCE._id, PAYMENT._id, NOTES._id] },
    });
    expect(await screen.findByText('Die Reihenfolge wurde gespeichert.')).toBeVisible();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Nach unten: Zahlung' })),
    );
    // Again with the same key: it goes last, and the focus moves to "up" at the edge.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(titles(table)).toEqual(['Versicherung', 'Hinweise', 'Zahlung']));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Nach oben: Zahlung' })),
    );
  });

  it('puts the old order back when the server refuses the new one', async () => {
    stubServer([PAYMENT, INSURANCE], true);
    const user = userEvent.setup();
    // The app toasts a failed request through the query client's error handler.
    const onError = vi.fn();
    const table = await openList('OWNER', onError);
    await waitFor(() => expect(titles(table)).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Nach unten: Zahlung' }));
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Ungültig' })),
    );
    await waitFor(() => expect(titles(table)).toEqual(['Zahlung', 'Versicherung']));
  });

  it('deletes only after confirmation', async () => {
    const requests = stubServer([PAYMENT, INSURANCE]);
    const user = userEvent.setup();
    const table = await openList();
    await waitFor(() => expect(titles(table)).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Löschen: Versicherung' }));
    const dialog = await screen.findByRole('dialog', { name: 'PDF-Baustein löschen?' });
    expect(dialog.textContent).toContain('«Versicherung»');
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(titles(table)).toEqual(['Zahlung']));
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      `/api/pdf-extra-info/${INSURANCE._id}`,
    ]);
    expect(await screen.findByText('Der PDF-Baustein wurde gelöscht.')).toBeVisible();
  });

  it('explains an empty list and offers the first component', async () => {
    stubServer([]);
    await openApp('/pdf-extra-info', auth('OWNER'), 'de', { onError: () => {} });
    expect(await screen.findByText('Noch keine PDF-Bausteine')).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Neuer Baustein' }).length).toBeGreaterThan(0);
  });

  it('shows a USER the order without the buttons to change it', async () => {
    stubServer([PAYMENT, INSURANCE]);
    const table = await openList('USER');
    await waitFor(() => expect(titles(table)).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /Nach unten|Löschen/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Neuer Baustein' })).toBeNull();
    expect(screen.getByText(/Nur der Inhaber kann PDF-Bausteine/)).toBeVisible();
  });
});
