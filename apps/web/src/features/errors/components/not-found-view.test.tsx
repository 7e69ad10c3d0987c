import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { NotFoundView } from './not-found-view.tsx';
import { ServerErrorView } from './server-error-view.tsx';

describe('the 404 view', () => {
  it("says 'Page not found: {fullPath}' for a path no route matches", () => {
    renderWithProviders(<NotFoundView path="/en/no-such-page?x=1" homeHref="/en" />, { language: 'en' });
    expect(screen.getByText('Page not found: /en/no-such-page?x=1')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/en');
  });

  it("says 'Page Not Found: {fullPath}' when a route's validity check fails", () => {
    renderWithProviders(<NotFoundView path="/en/active-sessions?page=x" variant="invalid" homeHref="/en" />, {
      language: 'en',
    });
    expect(screen.getByText('Page Not Found: /en/active-sessions?page=x')).toBeVisible();
  });

  it('speaks German at bare paths', () => {
    renderWithProviders(<NotFoundView path="/gibt-es-nicht" homeHref="/" />);
    expect(screen.getByText('Seite nicht gefunden: /gibt-es-nicht')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
  });
});

describe('the server-error view', () => {
  it("shows 'Internal Server Error' and no page content", () => {
    renderWithProviders(<ServerErrorView />, { language: 'en' });
    expect(screen.getByRole('heading', { name: 'Internal Server Error' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeVisible();
  });

  it('in German too', () => {
    renderWithProviders(<ServerErrorView />);
    expect(screen.getByRole('heading', { name: 'Interner Serverfehler' })).toBeVisible();
  });
});
