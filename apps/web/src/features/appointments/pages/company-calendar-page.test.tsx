import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';

const server = setupApiServer();
const URL_1 = 'http://localhost:3000/api/public/calendar/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics';

describe('the calendar subscription', () => {
  it('is made with one click, its address shown once to copy; a new one asks first', async () => {
    let active = false;
    let made = 0;
    server.use(
      api.get('/api/calendar-feed', ({ response }) =>
        response(200).json({ active, createdAt: active ? '2026-11-26T09:00:00.000Z' : null, url: null }),
      ),
      api.post('/api/calendar-feed', ({ response }) => {
        made += 1;
        active = true;
        return response(201).json({ active, createdAt: '2026-11-26T09:00:00.000Z', url: URL_1 });
      }),
      http.all('*/api/*', () => Response.json({ items: [], total: 0, page: 1, pageSize: 25 })),
    );
    const { user } = await openApp('/my-company/calendar', signedIn(), 'de');
    expect(await screen.findByText('Noch kein Kalender-Abo eingerichtet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Abo-Adresse erstellen' }));
    expect(await screen.findByRole('textbox', { name: 'Abo-Adresse' })).toHaveValue(URL_1);
    expect(screen.getByText(/nur dieses eine Mal angezeigt/)).toBeVisible();
    expect(await screen.findByText('Aktiv seit 26.11.2026 10:00.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Neue Adresse erstellen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Neue Abo-Adresse erstellen?' });
    await waitFor(() => expect(within(confirm).getByText(/funktioniert sofort nicht mehr/)).toBeVisible());
    await user.click(within(confirm).getByRole('button', { name: 'Neue Adresse erstellen' }));
    await waitFor(() => expect(made).toBe(2));
  });

  it('is the owner’s: a staff member reads the refusal', async () => {
    server.use(http.all('*/api/*', () => Response.json({ items: [], total: 0, page: 1, pageSize: 25 })));
    await openApp('/my-company/calendar', signedIn({ role: 'USER' }), 'de');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nur der Inhaber kann diese Aktion ausführen');
  });
});
