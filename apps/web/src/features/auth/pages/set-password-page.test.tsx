import type { Language } from '@maxer/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openApp } from '../../../test/app.tsx';
import { errorBody, jsonResponse } from '../../../test/render.tsx';

const TOKEN = 'a-token-of-at-least-twenty-characters';
const LINK = { email: 'lena@example.com', firstName: 'Lena', companyName: 'Muster Umzüge AG' };

/** The page at a browser path, signed out, with an API answering by path; records each request. */
async function openPage(path: string, answer: (url: URL) => Response, language: Language = 'de') {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(request.clone());
      return answer(new URL(request.url));
    }),
  );
  const { user } = await openApp(path, null, language, { onError: () => {} });
  return { requests, user };
}

describe('the set-password page', () => {
  it('greets, checks the repetition, sets the password and links to sign-in', async () => {
    const { requests, user } = await openPage(`/set-password?token=${TOKEN}`, (url) =>
      url.pathname === '/api/auth/password-link' ? jsonResponse(200, LINK) : jsonResponse(204, null),
    );
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
    expect(new URL(sent?.url ?? '').pathname).toBe('/api/auth/set-password');
    expect(await sent?.json()).toEqual({ token: TOKEN, password: 'ein-langes-passwort' });
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' }).getAttribute('href')).toBe('/login.php');
  });

  it('says in English when the passwords differ', async () => {
    const { user } = await openPage(`/en/set-password?token=${TOKEN}`, () => jsonResponse(200, LINK), 'en');
    await screen.findByRole('heading', { name: 'Welcome to Muster Umzüge AG' });
    await user.type(screen.getByLabelText('New password'), 'ein-langes-passwort');
    await user.type(screen.getByLabelText('Repeat password'), 'other{Enter}');
    expect(screen.getByText('Please Check The password again!')).toBeVisible();
  });

  it("shows the server's message for a used or expired link", async () => {
    await openPage(`/set-password?token=${TOKEN}`, () =>
      jsonResponse(404, errorBody('error_link_invalid', 'Dieser Link ist nicht mehr gültig. (Server)')),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Dieser Link ist nicht mehr gültig. (Server)',
    );
    expect(screen.queryByLabelText('Neues Passwort')).toBeNull();
  });
});
