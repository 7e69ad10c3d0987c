import type { ServiceTreeItem } from '@maxer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';
import { errorBody } from '../../../test/render.tsx';

const UMZUG = '00000000-0000-4000-8000-000000000001';
const LIFT = '00000000-0000-4000-8000-000000000002';
const AUSSENLIFT = '00000000-0000-4000-8000-000000000003';
const MISSING = '00000000-0000-4000-8000-000000000009';

function service(
  _id: string,
  parentId: string | null,
  depth: number,
  de: string,
  more: Partial<ServiceTreeItem['labels']> = {},
): ServiceTreeItem {
  return {
    _id,
    parentId,
    labels: { de, en: '', fr: '', it: '', ...more },
    type: depth === 2 ? 'number' : 'check',
    position: 0,
    createdAt: '2026-11-21T10:00:00Z',
    depth,
  };
}

const TREE = [
  service(UMZUG, null, 0, 'Umzug'),
  service(LIFT, UMZUG, 1, 'Möbellift', { en: 'Furniture lift', fr: 'Monte-meubles', it: '' }),
  service(AUSSENLIFT, LIFT, 2, 'Aussenlift'),
];

const server = setupApiServer();

/** The app at a path, with an API that knows the tree above and records what is deleted. */
async function open(path: string, role: 'OWNER' | 'USER' = 'OWNER') {
  const deleted: string[] = [];
  const notFound = errorBody('error_not_found', 'Not found');
  server.use(
    api.get('/api/services/tree', ({ response }) => response(200).json(TREE)),
    api.get('/api/services/{id}', ({ params, response }) => {
      const found = TREE.find((candidate) => candidate._id === params.id);
      if (!found) return response(404).json(notFound);
      const { depth: _depth, ...record } = found;
      return response(200).json(record);
    }),
    api.delete('/api/services/{id}', ({ params, response }) => {
      const found = TREE.find((candidate) => candidate._id === params.id);
      if (!found) return response(404).json(notFound);
      deleted.push(found._id);
      return response(204).empty();
    }),
    http.all('*/api/*', () => Response.json({ items: [], total: 0, page: 1, pageSize: 25 })),
  );
  const { user } = await openApp(path, signedIn({ role }), 'de', { onError: () => {} });
  return { deleted, user };
}

/** The value beside a label in the details list. */
function detail(label: string): string {
  const term = screen.getByText(label, { selector: 'dt, dt *' });
  return term.closest('dt')?.nextElementSibling?.textContent ?? '';
}

describe('a service page', () => {
  it('shows every field: the four labels, the type, parent and sub-services as links', async () => {
    await open(`/my-company/services/${LIFT}`);
    expect(await screen.findByRole('heading', { name: 'Möbellift', level: 1 })).toBeVisible();
    expect(detail('Bezeichnung (Deutsch)')).toBe('Möbellift');
    expect(detail('Bezeichnung (Englisch)')).toBe('Furniture lift');
    expect(detail('Bezeichnung (Französisch)')).toBe('Monte-meubles');
    expect(detail('Bezeichnung (Italienisch)')).toBe('–');
    expect(detail('Typ')).toBe('Ankreuzen');
    await waitFor(() => expect(detail('Übergeordnete Dienstleistung')).toBe('Umzug'));
    expect(screen.getByRole('link', { name: 'Umzug' }).getAttribute('href')).toBe(
      `/my-company/services/${UMZUG}`,
    );
    expect(screen.getByRole('link', { name: 'Aussenlift' }).getAttribute('href')).toBe(
      `/my-company/services/${AUSSENLIFT}`,
    );
    expect(screen.getByRole('link', { name: 'Unterdienstleistung erfassen' }).getAttribute('href')).toBe(
      `/my-company/services/new?parent=${LIFT}`,
    );
    // Never edited (spec §5): no edit button on the page.
    expect(screen.queryByRole('link', { name: 'Bearbeiten' })).toBeNull();
  });

  it('deletes after a confirmation that names the sub-services going with it, then shows the list', async () => {
    const { deleted, user } = await open(`/my-company/services/${LIFT}`);
    await user.click(await screen.findByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dienstleistung löschen?' });
    expect(dialog.textContent).toContain('«Möbellift» und ihre 1 Unterdienstleistung werden gelöscht');
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(window.location.pathname).toBe('/my-company/services'));
    expect(deleted).toEqual([LIFT]);
  });

  it('offers a USER no delete and no new sub-service', async () => {
    await open(`/my-company/services/${LIFT}`, 'USER');
    expect(await screen.findByRole('heading', { name: 'Möbellift', level: 1 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Löschen' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Unterdienstleistung erfassen' })).toBeNull();
  });

  it('at the edit address, shows the detail and why there is no form', async () => {
    await open(`/my-company/services/edit/${UMZUG}`);
    expect(await screen.findByRole('heading', { name: 'Umzug', level: 1 })).toBeVisible();
    expect(
      screen.getByText('Dienstleistungen lassen sich nicht bearbeiten').closest('[role="alert"]'),
    ).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('says "not found" for an id the company does not have', async () => {
    await open(`/my-company/services/${MISSING}`);
    expect(await screen.findByText('Diesen Eintrag gibt es nicht (mehr).')).toBeVisible();
  });

  it('is no page at all for an id that cannot be one', async () => {
    await open('/my-company/services/edit/abc');
    expect(await screen.findByText('Seite nicht gefunden: /my-company/services/edit/abc')).toBeVisible();
  });
});

describe('the new service page', () => {
  it('starts below the parent named in the address', async () => {
    await open(`/my-company/services/new?parent=${LIFT}`);
    const parent = await screen.findByRole('combobox', { name: 'Übergeordnete Dienstleistung' });
    await waitFor(() => expect((parent as HTMLInputElement).value.trim()).toBe('Möbellift'));
  });

  it('starts at the top when the parent is gone', async () => {
    await open(`/my-company/services/new?parent=${MISSING}`);
    const parent = await screen.findByRole('combobox', { name: 'Übergeordnete Dienstleistung' });
    expect((parent as HTMLInputElement).value).toBe('Keine (oberste Ebene)');
  });

  it('is no page at all for a parent that cannot be an id', async () => {
    await open('/my-company/services/new?parent=1');
    expect(await screen.findByText('Seite nicht gefunden: /my-company/services/new?parent=1')).toBeVisible();
  });
});
