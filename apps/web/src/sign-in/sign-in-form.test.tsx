import type { Language } from '@maxer/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, setupApiServer } from '../test/api-server.ts';
import { signedIn } from '../test/auth.ts';
import { errorBody, jsonResponse } from '../test/render.tsx';
import { signInApi } from './sign-in-api.ts';
import { SignInForm } from './sign-in-form.tsx';

const AUTH = { ...signedIn({ username: 'olivia' }), accessToken: 'token' };

afterEach(() => window.history.replaceState(null, '', '/'));

const server = setupApiServer();

function renderForm(onSignedIn: (auth: unknown) => void, language: Language = 'de') {
  return render(
    <SignInForm api={signInApi(language)} language={language} onSignedIn={onSignedIn} onForgot={() => {}} />,
  );
}

/** The sign-in endpoint answering `answer`; returns the requests it received. */
function login(answer: Parameters<typeof api.post<'/api/auth/login'>>[1]) {
  const received: Request[] = [];
  server.use(
    api.post('/api/auth/login', (info) => {
      received.push(info.request.clone());
      return answer(info);
    }),
  );
  return received;
}

describe('the sign-in form', () => {
  it('shows what is missing or wrong on the fields, in German, without calling the server', async () => {
    const received = login(({ response }) => response(200).json(AUTH));
    const user = userEvent.setup();
    renderForm(() => {});

    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getAllByText('Dieses Feld ist erforderlich.')).toHaveLength(2);
    expect(screen.getByLabelText('E-Mail-Adresse').getAttribute('aria-invalid')).toBe('true');
    // The first field in error gets the focus, so a keyboard user lands where to fix it.
    expect(document.activeElement).toBe(screen.getByLabelText('E-Mail-Adresse'));

    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'not-an-address');
    await user.type(screen.getByLabelText('Passwort'), 'secret{Enter}');
    expect(screen.getByText('Die E-Mail-Adresse ist nicht gültig')).toBeVisible();
    expect(received).toEqual([]);
  });

  it("shows the server's message when it refuses, in the page language", async () => {
    window.history.replaceState(null, '', '/en/login.php');
    const received = login(({ response }) =>
      response(401).json(errorBody('error_login_failed', 'Error With the Email Or Password')),
    );
    const onSignedIn = vi.fn();
    const user = userEvent.setup();
    renderForm(onSignedIn, 'en');

    await user.type(screen.getByLabelText('E-mail address'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong{Enter}');

    expect((await screen.findByRole('alert')).textContent).toContain('Error With the Email Or Password');
    expect(onSignedIn).not.toHaveBeenCalled();
    const request = received[0];
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('accept-language')).toBe('en');
    expect(await request?.json()).toEqual({ email: 'owner@example.com', password: 'wrong' });
  });

  it("puts the server's field errors on the fields", async () => {
    // The contract documents no 400 for the sign-in (the validation answer every route shares).
    login(({ response }) =>
      response.untyped(
        jsonResponse(
          400,
          errorBody('error_validation', 'Bitte überprüfen Sie die markierten Felder.', {
            email: { code: 'error_email_invalid', message: 'Die E-Mail-Adresse ist nicht gültig' },
          }),
        ),
      ),
    );
    const user = userEvent.setup();
    renderForm(() => {});
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'owner@example.com');
    await user.type(screen.getByLabelText('Passwort'), 'x{Enter}');
    expect(await screen.findByText('Die E-Mail-Adresse ist nicht gültig')).toBeVisible();
  });

  it('hands the signed-in user over, and shows progress meanwhile', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const received = login(async ({ response }) => {
      await answered;
      return response(200).json(AUTH);
    });
    const onSignedIn = vi.fn();
    const user = userEvent.setup();
    renderForm(onSignedIn);
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'Owner@Example.com ');
    await user.type(screen.getByLabelText('Passwort'), 'maxer-demo{Enter}');

    const progress = await screen.findByRole('button', { name: 'Anmeldung läuft …' });
    expect(progress).toBeVisible();
    // A second Enter meanwhile must not send a second sign-in.
    expect(progress).toBeDisabled();
    answer();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(AUTH));
    expect(received).toHaveLength(1);
  });
});
