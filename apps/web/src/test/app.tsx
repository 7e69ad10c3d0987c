import type { AuthResponse, Language, UserInfo } from '@maxer/domain';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { App } from '../app.tsx';
import { toastApiError } from '../lib/api-error-toast.ts';
import { createI18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { sessionStore } from '../lib/session-store.ts';
import { createAppRouter } from '../routes/router.ts';

/** A company's user as the sign-in answers them: an owner of Muster Umzüge AG unless told otherwise. */
export function signedIn(person: Partial<Omit<UserInfo, 'company'>> = {}): AuthResponse {
  return {
    userInfo: {
      _id: 'u1',
      kind: 'user',
      firstName: 'Olivia',
      lastName: 'Muster',
      email: 'owner@example.com',
      phone: null,
      role: 'OWNER',
      username: 'owner',
      ...person,
      company: {
        _id: 'c1',
        name: 'Muster Umzüge AG',
        active: true,
        currency: 'CHF',
        timeZone: 'Europe/Zurich',
      },
    },
    accessToken: '',
  };
}

/**
 * The whole app at a browser path, signed in, against the `fetch` the test stubbed; failed requests
 * are toasted as in the browser. Resolves once the page has loaded (the first test also loads its files).
 */
export async function openApp(path: string, auth: AuthResponse, language: Language = 'de') {
  window.history.replaceState(null, '', path);
  sessionStore.signIn(auth, false);
  const router = createAppRouter({ language, session: sessionStore, ensureSession: async () => {} });
  render(<App router={router} queryClient={createQueryClient(toastApiError)} i18n={createI18n(language)} />);
  await waitFor(() => expect(router.state.status).toBe('idle'), { timeout: 5000 });
  return userEvent.setup();
}
