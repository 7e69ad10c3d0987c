import { act, screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupApiServer } from '../test/api-server.ts';
import { openApp, signedIn } from '../test/app.tsx';
import { toast } from './toast.ts';

setupApiServer(http.all('*/api/*', () => Response.json({ items: [], total: 0, page: 1, pageSize: 25 })));

describe('toasts', () => {
  it('have a close button named in the page language, which closes them', async () => {
    const { user } = await openApp('/customers', signedIn(), 'de');
    act(() => toast('danger', 'Die Zahlung konnte nicht gespeichert werden.'));
    expect(await screen.findByText('Die Zahlung konnte nicht gespeichert werden.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Schliessen' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByText('Die Zahlung konnte nicht gespeichert werden.')).toBeNull();
  });
});
