import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('reloads once when a lazily loaded file of an older build is gone', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const stale = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/assets/page-old.js',
    );
    const first = renderWithProviders(<RouteErrorView error={stale} reset={() => {}} />);
    expect(reload).toHaveBeenCalledTimes(1);
    first.unmount();
    // Within the guard window the same failure is a real one: show it instead of looping.
    renderWithProviders(<RouteErrorView error={stale} reset={() => {}} />);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Interner Serverfehler' })).toBeVisible();
  });
});
