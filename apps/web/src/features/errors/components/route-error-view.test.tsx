import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from '../../../components/offline-banner.tsx';
import { PageNotFoundError } from '../../../lib/page-not-found.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { RouteErrorView } from './route-error-view.tsx';

afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('what a failing route shows', () => {
  it('the server-error view for any other error, without its details', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<RouteErrorView error={new Error('secret stack detail')} reset={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Interner Serverfehler' })).toBeVisible();
    expect(screen.queryByText(/secret stack detail/)).toBeNull();
  });

  it('the fatal 404 for a failed validity check, also when the router wrapped it', () => {
    window.history.replaceState(null, '', '/active-sessions?page=0');
    const wrapped = new Error('Page Not Found', { cause: new PageNotFoundError() });
    renderWithProviders(<RouteErrorView error={wrapped} reset={() => {}} />);
    expect(screen.getByText('Seite nicht gefunden: /active-sessions?page=0')).toBeVisible();
  });

  it('reloads once when a lazily loaded file of an older build is gone', async () => {
    // The server answers: it is a new build, not a lost connection.
    vi.stubGlobal('fetch', async () => new Response('{}'));
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const stale = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/assets/page-old.js',
    );
    const first = renderWithProviders(<RouteErrorView error={stale} reset={() => {}} />);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    first.unmount();
    // Within the guard window the same failure is a real one: show it instead of looping.
    renderWithProviders(<RouteErrorView error={stale} reset={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Interner Serverfehler' })).toBeVisible();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("waits while the server cannot be reached, then reloads: never the browser's error page", async () => {
    let up = false;
    vi.stubGlobal('fetch', async () => {
      if (!up) throw new TypeError('Failed to fetch');
      return new Response('{}');
    });
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const lost = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/assets/page.js',
    );
    renderWithProviders(
      <>
        <OfflineBanner />
        <RouteErrorView error={lost} reset={() => {}} />
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Keine Verbindung zum Server');
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Interner Serverfehler' })).toBeNull();
    up = true;
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 8000 });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
