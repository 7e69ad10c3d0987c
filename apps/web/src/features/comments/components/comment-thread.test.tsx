import type { Comment } from '@maxer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, pathOf, setupApiServer } from '../../../test/api-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CommentThread } from './comment-thread.tsx';

const JOB = '00000000-0000-4000-8000-0000000000d1';
const SUBJECT = { kind: 'contract', id: JOB } as const;

function comment(values: Partial<Comment> & Pick<Comment, '_id' | 'body'>): Comment {
  return {
    subject: SUBJECT,
    visibility: 'internal',
    author: { type: 'user', _id: '00000000-0000-4000-8000-0000000000b1', name: 'Olga Inhaberin' },
    // 10:00 in Zürich (winter: UTC+1).
    createdAt: '2026-12-01T09:00:00.000Z',
    editedAt: null,
    mayEdit: true,
    mayDelete: true,
    ...values,
  };
}

const server = setupApiServer();

/** The thread's API as the server keeps it: what is posted, changed and deleted shows on the next read. */
function serve(initial: Comment[]) {
  let items = [...initial];
  server.use(
    api.get('/api/contracts/{id}/comments', ({ response }) =>
      response(200).json({ items, total: items.length }),
    ),
    api.post('/api/contracts/{id}/comments', async ({ request, response }) => {
      const body = await request.json();
      const made = comment({
        _id: `00000000-0000-4000-8000-00000000010${items.length}`,
        body: body.body,
        visibility: body.visibility ?? 'internal',
      });
      items = [...items, made];
      return response(201).json(made);
    }),
    api.patch('/api/comments/{id}', async ({ params, request, response }) => {
      const body = await request.json();
      items = items.map((item) =>
        item._id === params.id ? { ...item, ...body, editedAt: '2026-12-01T10:00:00.000Z' } : item,
      );
      return response(200).json(items.find((item) => item._id === params.id)!);
    }),
    api.delete('/api/comments/{id}', ({ params, response }) => {
      items = items.filter((item) => item._id !== params.id);
      return response(204).empty();
    }),
  );
}

const sent = async (method: string) => {
  const request = server.requests.find((item) => item.method === method);
  const body = request && method !== 'DELETE' ? await request.clone().json() : undefined;
  return { path: pathOf(request), body };
};

describe('the comment thread', () => {
  it('shows the empty state, then writes an internal comment and one for the customer, chosen by keyboard', async () => {
    serve([]);
    const user = userEvent.setup();
    renderWithProviders(<CommentThread subject={SUBJECT} />);
    expect(await screen.findByText(/Noch keine Kommentare/)).toBeInTheDocument();

    const box = screen.getByRole('textbox', { name: 'Neuer Kommentar' });
    // Internal unless chosen otherwise, and said so.
    expect(screen.getByRole('radio', { name: 'Intern' })).toBeChecked();
    expect(screen.getByText('Nur Ihr Büro sieht diesen Kommentar.')).toBeInTheDocument();
    await user.type(box, '  Schlüssel beim Hauswart  ');
    await user.click(screen.getByRole('button', { name: 'Kommentar speichern' }));
    expect(await sent('POST')).toEqual({
      path: `/api/contracts/${JOB}/comments`,
      body: { body: 'Schlüssel beim Hauswart', visibility: 'internal' },
    });
    const list = await screen.findByRole('list', { name: 'Kommentare' });
    expect(await within(list).findByText('Schlüssel beim Hauswart')).toBeInTheDocument();
    expect(within(list).getByText('Intern')).toBeInTheDocument();
    expect(box).toHaveValue('');

    // The visibility is a radio group: the arrow key moves to "visible to the customer".
    server.requests.length = 0;
    screen.getByRole('radio', { name: 'Intern' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Für den Kunden sichtbar' })).toBeChecked();
    expect(screen.getByText(/Der Kunde sieht diesen Kommentar auf seiner Offerte/)).toBeInTheDocument();
    await user.type(box, 'Wir kommen um 7 Uhr.');
    // Ctrl+Enter sends from the text box.
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(server.requests.some((request) => request.method === 'POST')).toBe(true));
    expect((await sent('POST')).body).toEqual({ body: 'Wir kommen um 7 Uhr.', visibility: 'public' });
    expect(await within(list).findByText('Wir kommen um 7 Uhr.')).toBeInTheDocument();
    expect(within(list).getByText('Für den Kunden sichtbar')).toBeInTheDocument();
    // The next one starts internal again.
    expect(screen.getByRole('radio', { name: 'Intern' })).toBeChecked();
  });

  it("of a media session: its own address, and the hint names the customer's shared media page", async () => {
    const session = '00000000-0000-4000-8000-0000000000e1';
    server.use(
      api.get('/api/media-sessions/{id}/comments', ({ response }) =>
        response(200).json({ items: [], total: 0 }),
      ),
      api.post('/api/media-sessions/{id}/comments', async ({ request, response }) =>
        response(201).json(
          comment({
            _id: '00000000-0000-4000-8000-000000000201',
            subject: { kind: 'media_session', id: session },
            body: (await request.json()).body,
          }),
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<CommentThread subject={{ kind: 'media_session', id: session }} />);
    await screen.findByText(/Noch keine Kommentare/);
    screen.getByRole('radio', { name: 'Intern' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText(/Der Kunde sieht diesen Kommentar auf seiner Medienseite/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Neuer Kommentar' }), 'Bitte den Keller zeigen');
    await user.click(screen.getByRole('button', { name: 'Für den Kunden veröffentlichen' }));
    expect(await sent('POST')).toEqual({
      path: `/api/media-sessions/${session}/comments`,
      body: { body: 'Bitte den Keller zeigen', visibility: 'public' },
    });
  });

  it('refuses an empty comment at the field, without asking the server', async () => {
    serve([]);
    const user = userEvent.setup();
    renderWithProviders(<CommentThread subject={SUBJECT} />);
    await screen.findByText(/Noch keine Kommentare/);
    await user.type(screen.getByRole('textbox', { name: 'Neuer Kommentar' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Kommentar speichern' }));
    expect(await screen.findByText('Bitte schreiben Sie einen Kommentar.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Neuer Kommentar' })).toHaveFocus();
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it("edits one's own comment, deletes after a question, and offers nothing on another's", async () => {
    serve([
      comment({ _id: '00000000-0000-4000-8000-000000000201', body: 'Erster Entwurf' }),
      comment({
        _id: '00000000-0000-4000-8000-000000000202',
        body: 'Vom Kollegen',
        author: { type: 'user', _id: '00000000-0000-4000-8000-0000000000b2', name: 'Urs Mitarbeiter' },
        mayEdit: false,
        mayDelete: false,
      }),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<CommentThread subject={SUBJECT} />);
    const own = await screen.findByRole('listitem', {
      name: 'Kommentar von Olga Inhaberin, 01.12.2026 10:00',
    });
    const theirs = screen.getByRole('listitem', { name: /Kommentar von Urs Mitarbeiter/ });
    expect(within(theirs).queryByRole('button')).toBeNull();

    await user.click(within(own).getByRole('button', { name: 'Bearbeiten' }));
    const field = within(own).getByRole('textbox', { name: 'Kommentar' });
    await user.clear(field);
    await user.type(field, 'Zweiter Entwurf');
    await user.click(within(own).getByRole('radio', { name: 'Für den Kunden sichtbar' }));
    await user.click(within(own).getByRole('button', { name: 'Speichern' }));
    expect(await sent('PATCH')).toEqual({
      path: '/api/comments/00000000-0000-4000-8000-000000000201',
      body: { body: 'Zweiter Entwurf', visibility: 'public' },
    });
    expect(await within(own).findByText('Zweiter Entwurf')).toBeInTheDocument();
    expect(within(own).getByText('(bearbeitet)')).toBeInTheDocument();

    // Deleting asks first; cancelling keeps it.
    await user.click(within(own).getByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kommentar löschen?' });
    expect(dialog).toHaveTextContent('verschwindet auch von der Offerte des Kunden');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(server.requests.filter((request) => request.method === 'DELETE')).toEqual([]);
    await user.click(within(own).getByRole('button', { name: 'Löschen' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Kommentar löschen?' })).getByRole('button', {
        name: 'Löschen',
      }),
    );
    expect((await sent('DELETE')).path).toBe('/api/comments/00000000-0000-4000-8000-000000000201');
    await waitFor(() => expect(screen.queryByText('Zweiter Entwurf')).toBeNull());
    expect(screen.getByText('Vom Kollegen')).toBeInTheDocument();
  });
});
