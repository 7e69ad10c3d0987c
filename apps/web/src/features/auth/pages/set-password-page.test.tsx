import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, pathOf, setupApiServer } from '../../../test/api-server.ts';
import { openApp } from '../../../test/app.tsx';
import { errorBody } from '../../../test/render.tsx';

const TOKEN = 'a-token-of-at-least-twenty-characters';
const LINK = { email: 'lena@example.com', firstName: 'Lena', companyName: 'Muster Umzüge AG' };

const server = setupApiServer();

/** The link's details as the API gives them for a valid token. */
const validLink = api.post('/api/auth/password-link', ({ response }) => response(200).json(LINK));

describe('the set-password page', () => {
  it('greets, checks the repetition, sets the password and links to sign-in', async () => {
    server.use(
      validLink,
      api.post('/api/auth/set-password', ({ response }) => response(204).empty()),
    );
    const { user } = await openApp(`/set-password?token=${TOKEN}`, null, 'de', { onError: () => {} });
    const requests = server.requests;
    expect(await screen.findByRole('heading', { name: 'Willkommen bei Muster Umzüge AG' })).toBeVisible();
    expect(await requests[0]?.json()).toEqual({ token: TOKEN });

    await user.type(screen.getByLabelText('Neues Passwort'), 'ein-langes-passwort');
    await user.type(screen.getByLabelText('Passwort wiederholen'), 'ein-anderes-passwort{Enter}');
    expect(screen.getByText('Bitte überprüfen Sie das Passwort noch einmal!')).toBeVisible();
    expect(requests).toHaveLength(1);

    await user.clear(screen.getByLabelText('Passwort wiederholen'));
    await user.type(screen.getByLabelText('Passwort wiederholen'), 'ein-langes-passwort{Enter}');
    expect(await screen.findByRole('heading', { name: 'Passwort festgelegt' })).toBeVisible();
    const sent = requests.at(-1);
    expect(pathOf(sent)).toBe('/api/auth/set-password');
    expect(await sent?.json()).toEqual({ token: TOKEN, password: 'ein-langes-passwort' });
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' }).getAttribute('href')).toBe('/login.php');
  });

  it('says in English when the passwords differ', async () => {
    server.use(validLink);
    const { user } = await openApp(`/en/set-password?token=${TOKEN}`, null, 'en', { onError: () => {} });
    await screen.findByRole('heading', { name: 'Welcome to Muster Umzüge AG' });
    await user.type(screen.getByLabelText('New password'), 'ein-langes-passwort');
    await user.type(screen.getByLabelText('Repeat password'), 'other{Enter}');
    expect(screen.getByText('Please Check The password again!')).toBeVisible();
  });

  it("shows the server's message for a used or expired link", async () => {
    server.use(
      api.post('/api/auth/password-link', ({ response }) =>
        response(404).json(errorBody('error_link_invalid', 'Dieser Link ist nicht mehr gültig. (Server)')),
      ),
    );
    await openApp(`/set-password?token=${TOKEN}`, null, 'de', { onError: () => {} });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Dieser Link ist nicht mehr gültig. (Server)',
    );
    expect(screen.queryByLabelText('Neues Passwort')).toBeNull();
  });
});
