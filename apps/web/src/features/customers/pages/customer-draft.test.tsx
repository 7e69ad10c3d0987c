import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { setAuthFailureHandler } from '../../../lib/api.ts';
import { goToSignIn } from '../../../lib/go-to-sign-in.ts';
import { createAuthFailureHandler, createRevokedHandler } from '../../../lib/session-end.ts';
import { sessionStore } from '../../../lib/session-store.ts';
import { setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';
import { errorBody } from '../../../test/render.tsx';

const server = setupApiServer();

const KEPT =
  'Ihre ungespeicherten Eingaben sind aufbewahrt: Melden Sie sich wieder an, dann sind sie zurück.';
const BACK = 'Ihre ungespeicherten Eingaben von vorhin sind wieder da. Prüfen und speichern Sie sie.';

function quietApi() {
  server.use(http.get('*/api/*', () => Response.json({ items: [], total: 0, page: 1, pageSize: 25 })));
}

/** What main.tsx and the real-time connection wire: the session's end as the app handles it. */
function sessionEndDeps(router: Awaited<ReturnType<typeof openApp>>['router']) {
  return {
    store: sessionStore,
    queryClient: new QueryClient(),
    goToSignIn: () => goToSignIn(router),
    draftsKeptMessage: () => KEPT,
  };
}

describe('a session that ends while a form holds unsaved changes', () => {
  afterEach(() => {
    localStorage.clear();
    // The message stays until dismissed: the next test starts without it.
    notifications.clean();
  });

  it('says so, goes to sign-in with the way back, and gives the draft back after signing in again', async () => {
    quietApi();
    const first = await openApp('/customers/new', signedIn(), 'de', { onError: () => {} });
    await first.user.type(await screen.findByLabelText(/Nachname/), 'Keller');
    await first.user.type(screen.getByLabelText('Ort'), 'Bern');

    // Signed out elsewhere: the real-time event ends the session in this tab.
    createRevokedHandler({ ...sessionEndDeps(first.router), message: () => 'Sie wurden abgemeldet.' })();

    expect(await screen.findByText(`Sie wurden abgemeldet. ${KEPT}`)).toBeVisible();
    await waitFor(() => expect(window.location.pathname).toBe('/login.php'));
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/customers/new');

    // Back after signing in: the same person finds the form as they left it, once.
    cleanup();
    sessionStore.reset();
    await openApp('/customers/new', signedIn(), 'de', { onError: () => {} });
    expect(await screen.findByText(BACK)).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText(/Nachname/)).toHaveValue('Keller'));
    expect(screen.getByLabelText('Ort')).toHaveValue('Bern');
  });

  it('keeps the draft when saving meets an expired session, and not for another person', async () => {
    quietApi();
    server.use(
      // Any call may meet a session that ended meanwhile (the typed API does not list 401 for it).
      http.post('*/api/customers', () =>
        Response.json(errorBody('error_session_inactive', 'Ihre Sitzung ist nicht mehr aktiv.'), {
          status: 401,
        }),
      ),
    );
    const { router, user } = await openApp('/customers/new', signedIn(), 'de', { onError: () => {} });
    setAuthFailureHandler(createAuthFailureHandler(sessionEndDeps(router)));
    onTestFinished(() => setAuthFailureHandler(() => {}));
    await user.type(await screen.findByLabelText(/Nachname/), 'Brunner');
    await user.click(screen.getByRole('button', { name: 'Kunde erfassen' }));

    expect(await screen.findByText(`Ihre Sitzung ist nicht mehr aktiv. ${KEPT}`)).toBeVisible();
    await waitFor(() => expect(window.location.pathname).toBe('/login.php'));

    // Someone else signing in on this browser does not get it.
    cleanup();
    sessionStore.reset();
    await openApp('/customers/new', signedIn({ _id: 'u2' }), 'de', { onError: () => {} });
    expect(await screen.findByLabelText(/Nachname/)).toHaveValue('');
    expect(screen.queryByText(BACK)).toBeNull();
  });

  it('keeps nothing from a form that was not changed', async () => {
    quietApi();
    const { router } = await openApp('/customers/new', signedIn(), 'de', { onError: () => {} });
    await screen.findByLabelText(/Nachname/);
    createRevokedHandler({ ...sessionEndDeps(router), message: () => 'Sie wurden abgemeldet.' })();
    expect(await screen.findByText('Sie wurden abgemeldet.')).toBeVisible();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('maxer:draft:'))).toEqual([]);
  });
});
