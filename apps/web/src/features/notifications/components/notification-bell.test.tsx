import { notificationsStore, notifications as toasts } from '@mantine/notifications';
import type { Notification, NotificationPage } from '@maxer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';

const ACCEPTED = '00000000-0000-4000-8000-00000000000a';
const PAID = '00000000-0000-4000-8000-00000000000b';

const server = setupApiServer();

/** The company app with the bell, against an API that keeps the two notifications below. */
async function open(language: 'de' | 'en' = 'de') {
  const rows: Notification[] = [
    {
      _id: ACCEPTED,
      kind: 'offerAccepted',
      data: {
        contractId: '00000000-0000-4000-8000-000000000c01',
        contractNumber: 1004,
        customerName: 'Erika Muster',
      },
      // 09:30 UTC is 10:30 in Zurich.
      createdAt: '2026-11-21T09:30:00Z',
      readAt: null,
    },
    {
      _id: PAID,
      kind: 'paymentRecorded',
      data: {
        invoiceId: '00000000-0000-4000-8000-000000000a01',
        invoiceNumber: 17,
        customerName: 'Hans Keller',
        amount: 125_050,
        currency: 'CHF',
        actorName: 'Lena Keller',
      },
      createdAt: '2026-11-20T08:00:00Z',
      readAt: null,
    },
  ];
  const page = (): NotificationPage => ({
    items: rows,
    total: rows.length,
    page: 1,
    pageSize: 10,
    unread: rows.filter((row) => !row.readAt).length,
  });
  server.use(
    api.get('/api/sessions', ({ response }) =>
      response(200).json({ items: [], total: 0, page: 1, pageSize: 25 }),
    ),
    api.get('/api/notifications', ({ response }) => response(200).json(page())),
    api.post('/api/notifications/{id}/read', ({ params, response }) => {
      const row = rows.find((candidate) => candidate._id === params.id)!;
      row.readAt = '2026-11-21T10:00:00Z';
      return response(200).json({ unread: page().unread });
    }),
    api.post('/api/notifications/read-all', ({ response }) => {
      for (const row of rows) row.readAt ??= '2026-11-21T10:00:00Z';
      return response(200).json({ unread: 0 });
    }),
  );
  const path = language === 'de' ? '/active-sessions' : '/en/active-sessions';
  const { user } = await openApp(path, signedIn({ role: 'USER' }), language);
  return { user, rows };
}

describe('the notification bell', () => {
  it('shows the unread count, names the job and the payment, and marks one read', async () => {
    const { user } = await open();
    const bell = await screen.findByRole('button', { name: 'Benachrichtigungen: 2 ungelesen' });
    await user.click(bell);
    const list = await screen.findByRole('region', { name: 'Benachrichtigungen' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Auftrag 1004 (Erika Muster): Offerte angenommen');
    expect(items[0]).toHaveTextContent('21.11.2026 10:30');
    expect(items[1]).toHaveTextContent(
      "Lena Keller hat eine Zahlung von CHF 1'250.50 für Rechnung 17 (Hans Keller) erfasst",
    );

    await user.click(within(items[0]!).getByRole('button', { name: 'Als gelesen markieren' }));
    await screen.findByRole('button', { name: 'Benachrichtigungen: 1 ungelesen' });
    expect(within(list).queryAllByRole('button', { name: 'Als gelesen markieren' })).toHaveLength(1);
    expect(
      server.requests.some((request) => request.url.endsWith(`/api/notifications/${ACCEPTED}/read`)),
    ).toBe(true);
  });

  it('marks all read: the count goes, in English too', async () => {
    const { user } = await open('en');
    await user.click(await screen.findByRole('button', { name: 'Notifications: 2 unread' }));
    const list = await screen.findByRole('region', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'Job 1004 (Erika Muster): offer accepted',
    );
    await user.click(within(list).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeVisible());
    expect(within(list).queryAllByRole('button', { name: 'Mark as read' })).toHaveLength(0);
    expect(within(list).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});

describe('toasts', () => {
  it('an error stays until dismissed; a success fades', () => {
    toasts.clean();
    toast('danger', 'Speichern fehlgeschlagen');
    toast('success', 'Gespeichert');
    const shown = notificationsStore.getState().notifications;
    expect(shown.find((entry) => entry.message === 'Speichern fehlgeschlagen')).toMatchObject({
      autoClose: false,
      withCloseButton: true,
    });
    expect(shown.find((entry) => entry.message === 'Gespeichert')?.autoClose).toEqual(expect.any(Number));
    toasts.clean();
  });
});
