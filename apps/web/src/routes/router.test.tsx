import type { AuthResponse, Language } from '@maxer/domain';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app.tsx';
import { createI18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { sessionStore } from '../lib/session-store.ts';
import { jsonResponse } from '../test/render.tsx';
import { createAppRouter } from './router.ts';

function auth(kind: 'user' | 'admin'): AuthResponse {
  return {
    userInfo: {
      _id: 'u1',
      kind,
      firstName: 'Olivia',
      lastName: 'Muster',
      email: 'owner@example.com',
      phone: null,
      role: kind === 'admin' ? 'PLATFORM_ADMIN' : 'OWNER',
      username: 'olivia',
      company:
        kind === 'admin'
          ? null
          : { _id: 'c1', name: 'Muster Umzüge AG', active: true, currency: 'CHF', timeZone: 'Europe/Zurich' },
    },
    // No token: these tests leave the real-time connection out.
    accessToken: '',
  };
}

/** The real router and pages at a browser path, with a session decided by the test. */
async function openAt(path: string, who: 'nobody' | 'user' | 'admin') {
  window.history.replaceState(null, '', path);
  const language: Language = path === '/en' || path.startsWith('/en/') ? 'en' : 'de';
  // The pages read the app's one session store, so the test signs in there.
  const session = sessionStore;
  if (who !== 'nobody') session.signIn(auth(who), who === 'admin');
  const ensureSession = vi.fn(async () => {});
  const router = createAppRouter({ language, session, ensureSession });
  render(<App router={router} queryClient={createQueryClient(() => {})} i18n={createI18n(language)} />);
  await waitFor(() => expect(router.state.status).toBe('idle'));
  return { router, ensureSession };
}

const browserPath = () => `${window.location.pathname}${window.location.search}`;

afterEach(() => {
  sessionStore.reset();
  window.history.replaceState(null, '', '/');
});

describe('routing', () => {
  it('sends a signed-out visitor to sign-in with the full path, and asks for the session first', async () => {
    const { ensureSession } = await openAt('/en/active-sessions?x=1', 'nobody');
    expect(ensureSession).toHaveBeenCalled();
    const url = new URL(window.location.href);
    expect(url.pathname).toBe('/en/login.php');
    expect(url.searchParams.get('redirect')).toBe('/en/active-sessions?x=1');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows the company home in German at /', async () => {
    await openAt('/', 'user');
    expect(await screen.findByRole('heading', { name: 'Übersicht' })).toBeTruthy();
    expect(screen.getByText('Muster Umzüge AG', { selector: '[data-testid="shell-context"]' })).toBeTruthy();
  });

  it('sends a company user away from /admin', async () => {
    await openAt('/admin', 'user');
    expect(browserPath()).toBe('/');
  });

  it('keeps a platform admin under /admin', async () => {
    await openAt('/en/active-sessions', 'admin');
    expect(browserPath()).toBe('/en/admin');
    expect(await screen.findByRole('heading', { name: 'Platform administration' })).toBeTruthy();
  });

  it('shows the 404 view with the path for an unknown page', async () => {
    await openAt('/en/no-such-page?x=1', 'user');
    expect(await screen.findByText('Page not found: /en/no-such-page?x=1')).toBeTruthy();
  });

  it("shows the fatal 404 when a route's validity check fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 25 })),
    );
    await openAt('/en/active-sessions?page=abc', 'user');
    expect(await screen.findByText('Page Not Found: /en/active-sessions?page=abc')).toBeTruthy();
  });
});
