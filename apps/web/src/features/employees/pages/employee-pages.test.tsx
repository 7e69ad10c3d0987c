import type { Employee, Language, UserRole } from '@maxer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';
import { errorBody } from '../../../test/render.tsx';

const OLIVIA = '00000000-0000-4000-8000-000000000001';
const LENA = '00000000-0000-4000-8000-000000000002';

const EMPLOYEES: Employee[] = [
  {
    _id: LENA,
    firstName: 'Lena',
    lastName: 'Keller',
    email: 'lena@example.com',
    username: 'lena',
    phone: null,
    role: 'USER',
    active: false,
    registeredAt: '2026-11-20T08:00:00Z',
    lastSeenAt: null,
  },
  {
    _id: OLIVIA,
    firstName: 'Olivia',
    lastName: 'Muster',
    email: 'olivia@example.com',
    username: 'olivia',
    phone: '+41 44 000 00 00',
    role: 'OWNER',
    active: true,
    registeredAt: '2026-11-01T08:00:00Z',
    // 09:30 UTC is 10:30 in Zurich.
    lastSeenAt: '2026-11-21T09:30:00Z',
  },
];

interface OpenOptions {
  role?: UserRole;
  language?: Language;
  /** What the list answers; the two employees above unless said otherwise. */
  list?: Employee[];
  /** The server's refusal of a delete (409); deleted (204) unless said. */
  deleteRefusal?: ReturnType<typeof errorBody>;
}

const server = setupApiServer();

/** The app at a path, against a fake API that knows the employees above and records every request. */
async function open(path: string, options: OpenOptions = {}) {
  const { role = 'OWNER', language = 'de', list = EMPLOYEES } = options;
  const calls: { method: string; path: string; query: URLSearchParams; body: unknown }[] = [];
  const record = (request: Request, body?: unknown) => {
    const url = new URL(request.url);
    calls.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
  };
  const find = (id: string) => EMPLOYEES.find((employee) => employee._id === id);
  const notFound = errorBody('error_not_found', 'Nicht gefunden');
  server.use(
    api.get('/api/employees', ({ request, response }) => {
      record(request);
      return response(200).json({ items: list, total: list.length, page: 1, pageSize: 25 });
    }),
    api.get('/api/employees/{id}', ({ request, params, response }) => {
      record(request);
      const found = find(params.id);
      return found ? response(200).json(found) : response(404).json(notFound);
    }),
    api.put('/api/employees/{id}', async ({ request, params, response }) => {
      const body = await request.json();
      record(request, body);
      const found = find(params.id);
      return found ? response(200).json({ ...found, ...body }) : response(404).json(notFound);
    }),
    api.delete('/api/employees/{id}', ({ request, params, response }) => {
      record(request);
      if (!find(params.id)) return response(404).json(notFound);
      return options.deleteRefusal ? response(409).json(options.deleteRefusal) : response(204).empty();
    }),
    http.all('*/api/*', () => Response.json({ items: [], total: 0, page: 1, pageSize: 25 })),
  );
  const me = signedIn({ _id: OLIVIA, email: 'olivia@example.com', username: 'olivia', role });
  const { user } = await openApp(path, me, language);
  const employeeCalls = () => calls.filter((call) => call.path.startsWith('/api/employees'));
  return { employeeCalls, user };
}

/** The value beside a label in the details list. */
function detail(label: string): string {
  const term = screen.getByText(label, { selector: 'dt, dt *' });
  return term.closest('dt')?.nextElementSibling?.textContent ?? '';
}

describe('the employees list', () => {
  it('shows the rows the server answers, asked with the filters in the address', async () => {
    const { employeeCalls } = await open('/employees?role=OWNER&active=true&sort=-lastSeenAt');
    const table = await screen.findByRole('table', { name: 'Mitarbeiter' });
    const lena = (await within(table).findByRole('link', { name: 'Lena Keller' })).closest('tr')!;
    expect(within(lena).getByRole('link').getAttribute('href')).toBe(`/employees/${LENA}`);
    expect(within(lena).getByText('lena@example.com')).toBeVisible();
    expect(within(lena).getByText('Inaktiv')).toBeVisible();
    expect(within(lena).getByText('Noch nie')).toBeVisible();
    const olivia = within(table).getByRole('link', { name: 'Olivia Muster' }).closest('tr')!;
    expect(within(olivia).getByText('Inhaber')).toBeVisible();
    expect(within(olivia).getByText('21.11.2026 10:30')).toBeVisible();
    expect(screen.getByText('2 Einträge')).toBeVisible();
    expect(Object.fromEntries(employeeCalls().at(-1)?.query ?? [])).toEqual({
      page: '1',
      pageSize: '25',
      sort: '-lastSeenAt',
      role: 'OWNER',
      active: 'true',
    });
    expect(screen.getByRole('columnheader', { name: 'Zuletzt gesehen' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('writes a filter into the address and starts again at page 1', async () => {
    const { user } = await open('/employees?page=2');
    await screen.findByRole('link', { name: 'Lena Keller' });
    await user.click(screen.getByRole('radio', { name: 'Inaktiv' }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('active')).toBe('false'));
    expect(new URLSearchParams(window.location.search).get('page')).toBeNull();
  });

  it('says nothing matched when a filter finds no one', async () => {
    await open('/employees?role=OWNER', { list: [] });
    expect(await screen.findByText('Keine Treffer')).toBeVisible();
    // In the header only: the empty state does not suggest a new one when the filter found no one.
    expect(screen.getAllByRole('link', { name: 'Neuer Mitarbeiter' })).toHaveLength(1);
  });

  it('without a filter, an empty list says there is no one yet', async () => {
    await open('/employees', { list: [] });
    expect(await screen.findByText('Noch keine Mitarbeiter')).toBeVisible();
    // In the header and in the empty state.
    expect(screen.getAllByRole('link', { name: 'Neuer Mitarbeiter' })).toHaveLength(2);
  });

  it('speaks English under /en', async () => {
    await open('/en/employees', { language: 'en' });
    const table = await screen.findByRole('table', { name: 'Employees' });
    const lena = (await within(table).findByRole('link', { name: 'Lena Keller' })).closest('tr')!;
    expect(within(lena).getByText('Inactive')).toBeVisible();
    expect(within(lena).getByText('Never')).toBeVisible();
    expect(within(table).getByText('Owner')).toBeVisible();
  });

  it('tells a USER that it is the owner’s, without asking the server for the list', async () => {
    const { employeeCalls } = await open('/employees', { role: 'USER' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nur der Inhaber kann diese Aktion ausführen',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(employeeCalls()).toEqual([]);
  });
});

describe('an employee’s page', () => {
  it('shows every field, and deletes only after the confirmation, then shows the list', async () => {
    const { employeeCalls, user } = await open(`/employees/${LENA}`);
    expect(await screen.findByRole('heading', { name: 'Lena Keller', level: 1 })).toBeVisible();
    expect(screen.getByText('Mitarbeiter · lena@example.com')).toBeVisible();
    expect(detail('Telefon')).toBe('–');
    expect(detail('Benutzername')).toBe('@lena');
    expect(detail('Aktiv')).toBe('Inaktiv');
    expect(detail('Zuletzt gesehen')).toBe('Noch nie');
    expect(screen.getByRole('link', { name: 'Bearbeiten' }).getAttribute('href')).toBe(
      `/employees/edit/${LENA}`,
    );

    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mitarbeiter löschen?' });
    expect(dialog.textContent).toContain('Lena Keller wird gelöscht und kann sich nicht mehr anmelden.');
    expect(employeeCalls().filter((call) => call.method === 'DELETE')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Der Mitarbeiter wurde gelöscht.')).toBeVisible();
    await waitFor(() => expect(window.location.pathname).toBe('/employees'));
    expect(
      employeeCalls()
        .filter((call) => call.method === 'DELETE')
        .map((call) => call.path),
    ).toEqual([`/api/employees/${LENA}`]);
  });

  it('keeps the dialog open with the server’s refusal when the last owner would go', async () => {
    const { user } = await open(`/en/employees/${LENA}`, {
      language: 'en',
      deleteRefusal: errorBody('error_last_owner', 'The company needs at least one active owner.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete employee?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The company needs at least one active owner.')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Delete employee?' })).toBeVisible();
    expect(window.location.pathname).toBe(`/en/employees/${LENA}`);
  });

  it('offers no delete on one’s own page', async () => {
    await open(`/employees/${OLIVIA}`);
    expect(await screen.findByRole('heading', { name: 'Olivia Muster', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Bearbeiten' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Löschen' })).toBeNull();
  });

  it('says "not found" for an id the company does not have', async () => {
    await open('/employees/00000000-0000-4000-8000-000000000009');
    expect(await screen.findByText('Diesen Eintrag gibt es nicht (mehr).')).toBeVisible();
    expect(screen.getByRole('link', { name: '← Mitarbeiter' }).getAttribute('href')).toBe('/employees');
  });
});

describe('editing an employee', () => {
  it('keeps one’s own e-mail, saves, says so and goes back to the employee', async () => {
    const { employeeCalls, user } = await open(`/employees/edit/${OLIVIA}`);
    expect(await screen.findByRole('heading', { name: 'Mitarbeiter bearbeiten', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: '← Olivia Muster' }).getAttribute('href')).toBe(
      `/employees/${OLIVIA}`,
    );
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }).hasAttribute('disabled')).toBe(true);
    const phone = screen.getByRole('textbox', { name: 'Telefon' });
    await user.clear(phone);
    await user.type(phone, '+41 44 111 11 11');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Änderungen wurden gespeichert.')).toBeVisible();
    await waitFor(() => expect(window.location.pathname).toBe(`/employees/${OLIVIA}`));
    const put = employeeCalls().find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ phone: '+41 44 111 11 11', role: 'OWNER', active: true });
  });
});
