import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, pathOf, setupApiServer } from '../../../test/api-server.ts';
import { openApp } from '../../../test/app.tsx';
import { errorBody } from '../../../test/render.tsx';

const server = setupApiServer();

describe('forgot password on the sign-in page', () => {
  it('asks for the address typed so far, sends it, and says a link is on its way', async () => {
    server.use(api.post('/api/auth/forgot-password', ({ response }) => response(204).empty()));
    const { user } = await openApp('/login.php', null, 'de', { onError: () => {} });

    await user.type(await screen.findByLabelText('E-Mail-Adresse'), 'olivia@example.com');
    await user.click(screen.getByRole('button', { name: 'Passwort vergessen?' }));
    expect(screen.getByRole('heading', { name: 'Passwort vergessen' })).toBeVisible();
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('olivia@example.com');

    await user.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Wenn zu olivia@example.com ein Konto besteht, haben wir soeben einen Link geschickt.',
    );
    const sent = server.requests.find((request) => pathOf(request) === '/api/auth/forgot-password');
    expect(await sent?.json()).toEqual({ email: 'olivia@example.com' });

    await user.click(screen.getByRole('button', { name: 'Zurück zur Anmeldung' }));
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  });

  it('checks the address before sending, and shows a refusal of the server in English', async () => {
    server.use(
      api.post('/api/auth/forgot-password', ({ response }) =>
        response(429).json(
          errorBody('error_too_many_requests', 'Too many attempts. Please wait 60 seconds and try again.'),
        ),
      ),
    );
    const { user } = await openApp('/en/login.php', null, 'en', { onError: () => {} });
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(screen.getByText('This field is required.')).toBeVisible();
    expect(server.requests.some((request) => pathOf(request) === '/api/auth/forgot-password')).toBe(false);

    await user.type(screen.getByLabelText('E-mail address'), 'someone@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
  });

  it('lets the keyboard reach the show-password toggle', async () => {
    const { user } = await openApp('/login.php', null, 'de', { onError: () => {} });
    await user.click(await screen.findByLabelText('Passwort'));
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Passwort anzeigen' });
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Passwort')).toHaveAttribute('type', 'text');
  });
});
