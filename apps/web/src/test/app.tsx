import type { AuthResponse, Language } from '@maxer/domain';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, onTestFinished } from 'vitest';
import { App } from '../app.tsx';
import { toastApiError } from '../lib/api-error-toast.ts';
import { createI18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { sessionStore } from '../lib/session-store.ts';
import { createAppRouter } from '../routes/router.ts';

// The page tests take the person they sign in as from here too.
export { signedIn } from './auth.ts';

export interface OpenAppOptions {
  /** Where failed requests go: the app's toasts unless the test silences or records them. */
  onError?: (error: unknown) => void;
  /** What the router awaits before each navigation to learn the session; nothing unless the test watches it. */
  ensureSession?: () => Promise<void>;
}

/**
 * The whole app at a browser path, signed in as `auth` (signed out with null), against the `fetch` the
 * test stubbed. A platform admin is signed in on the admin host, as the browser would be. Resolves once
 * the page has loaded (the first test also loads its files); signs out and leaves the path when the test
 * ends, so the next test starts from nothing.
 */
export async function openApp(
  path: string,
  auth: AuthResponse | null,
  language: Language = 'de',
  { onError = toastApiError, ensureSession = async () => {} }: OpenAppOptions = {},
) {
  onTestFinished(() => {
    sessionStore.reset();
    window.history.replaceState(null, '', '/');
  });
  window.history.replaceState(null, '', path);
  if (auth) sessionStore.signIn(auth, auth.userInfo.kind === 'admin');
  const router = createAppRouter({ language, session: sessionStore, ensureSession });
  render(<App router={router} queryClient={createQueryClient(onError)} i18n={createI18n(language)} />);
  // The configured wait (test/setup.ts), long enough for a busy machine's first page load.
  await waitFor(() => expect(router.state.status).toBe('idle'));
  return { router, user: userEvent.setup() };
}
