import type { Language } from '@maxer/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openApp, signedIn } from '../test/app.tsx';
import { jsonResponse } from '../test/render.tsx';

const USER = signedIn({ username: 'olivia' });
const ADMIN = signedIn({ kind: 'admin', role: 'PLATFORM_ADMIN', username: 'olivia', company: null });

/** The real router and pages at a browser path, with a session decided by the test. */
async function openAt(path: string, who: 'nobody' | 'user' | 'admin') {
  const language: Language = path === '/en' || path.startsWith('/en/') ? 'en' : 'de';
  const ensureSession = vi.fn(async () => {});
  const auth = who === 'nobody' ? null : who === 'admin' ? ADMIN : USER;
  const { router } = await openApp(path, auth, language, { onError: () => {}, ensureSession });
  return { router, ensureSession };
}

const browserPath = () => `${window.location.pathname}${window.location.search}`;

describe('routing', () => {
  it('sends a signed-out visitor to sign-in with the full path, and asks for the session first', async () => {
    const { ensureSession } = await openAt('/en/active-sessions?x=1', 'nobody');
    expect(ensureSession).toHaveBeenCalled();
    const url = new URL(window.location.href);
    expect(url.pathname).toBe('/en/login.php');
    expect(url.searchParams.get('redirect')).toBe('/en/active-sessions?x=1');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  it('shows the company home in German at /', async () => {
    await openAt('/', 'user');
    expect(await screen.findByRole('heading', { name: 'Übersicht' })).toBeVisible();
    expect(screen.getByText('Muster Umzüge AG', { selector: '[data-testid="shell-context"]' })).toBeVisible();
  });

  it('sends a company user away from /admin', async () => {
    await openAt('/admin', 'user');
    expect(browserPath()).toBe('/');
  });

  it('keeps a platform admin under /admin', async () => {
    await openAt('/en/active-sessions', 'admin');
    expect(browserPath()).toBe('/en/admin');
    expect(await screen.findByRole('heading', { name: 'Platform administration' })).toBeVisible();
  });

  it('shows the 404 view with the path for an unknown page', async () => {
    await openAt('/en/no-such-page?x=1', 'user');
    expect(await screen.findByText('Page not found: /en/no-such-page?x=1')).toBeVisible();
  });

  it("shows the fatal 404 when a route's validity check fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 25 })),
    );
    await openAt('/en/active-sessions?page=abc', 'user');
    expect(await screen.findByText('Page Not Found: /en/active-sessions?page=abc')).toBeVisible();
  });
});
