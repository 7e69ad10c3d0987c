import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { errorBody, jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { newSystemEmailValues, SystemEmailForm } from './system-email-form.tsx';

const JOB = '00000000-0000-4000-8000-000000000007';
const cancel = <button type="button">Abbrechen</button>;

const server = setupApiServer();

/** The API as the form meets it: one job to pick, and the preview answering what `preview` says. */
function stubApi(preview: (body: Record<string, unknown>) => Response | Promise<Response>) {
  const previews: Record<string, unknown>[] = [];
  server.use(
    // The job list as far as the picker reads it.
    api.get('/api/contracts', ({ response }) =>
      response.untyped(
        Response.json({
          items: [{ _id: JOB, number: 7, customer: { name: 'Erika Muster' } }],
          total: 1,
          page: 1,
          pageSize: 20,
        }),
      ),
    ),
    api.post('/api/system-emails/preview', async ({ request, response }) => {
      const body = (await request.json()) as Record<string, unknown>;
      previews.push(body);
      return response.untyped(await preview(body));
    }),
    http.all('*/api/*', () =>
      Response.json(errorBody('error_resource_not_found', 'Nicht gefunden'), { status: 404 }),
    ),
  );
  return previews;
}

const rendered = (subject: string, html: string) => jsonResponse(200, { subject, html, text: '' });

function renderForm(language: 'de' | 'en' = 'de') {
  const onSubmit = vi.fn(async () => undefined);
  renderWithProviders(
    <SystemEmailForm
      initial={newSystemEmailValues('ACCEPT_OFFER', language)}
      submitLabel="Speichern"
      onSubmit={onSubmit}
      pending={false}
      cancel={cancel}
    />,
    { language },
  );
  return onSubmit;
}

describe('the system e-mail preview', () => {
  it('shows the unsaved text with example values, then with a job picked by keyboard, and says when it is stale', async () => {
    const previews = stubApi((body) =>
      body.contractId
        ? rendered('Bestätigung: Offerte Nr. 7 angenommen', '<p>Sehr geehrte Frau Muster</p>')
        : rendered('Bestätigung: Offerte Nr. 1001 angenommen', '<p>Beispiel</p>'),
    );
    const onSubmit = renderForm();
    const user = userEvent.setup();
    expect(screen.getByText('Ohne Auftrag zeigt die Vorschau Beispielwerte.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Vorschau anzeigen' }));
    expect((await screen.findByTestId('preview-subject')).textContent).toBe(
      'Bestätigung: Offerte Nr. 1001 angenommen',
    );
    const defaults = newSystemEmailValues('ACCEPT_OFFER', 'de');
    expect(previews).toEqual([defaults]);

    // The job picker and the button, from the keyboard only.
    const picker = screen.getAllByLabelText('Auftrag').find((element) => element.tagName === 'INPUT')!;
    picker.focus();
    await user.keyboard('{ArrowDown}');
    await screen.findByText('7 · Erika Muster');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect((picker as HTMLInputElement).value).toBe('7 · Erika Muster'));
    // The choice changed after the preview: it no longer shows what the form holds.
    expect(screen.getByRole('status').textContent).toBe(
      'Text oder Auswahl haben sich seit dieser Vorschau geändert. Zeigen Sie die Vorschau neu an.',
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Vorschau anzeigen' }));
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('preview-subject').textContent).toBe('Bestätigung: Offerte Nr. 7 angenommen'),
    );
    expect(screen.getByTestId('preview-body').textContent).toBe('Sehr geehrte Frau Muster');
    expect(previews.at(-1)).toEqual({ ...defaults, contractId: JOB });
    expect(screen.queryByRole('status')).toBeNull();

    const subject = screen.getByRole('textbox', { name: 'Betreff' });
    await user.type(subject, '!');
    expect(screen.getByRole('status')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names an unknown placeholder without asking, and shows refusals and the wait, in English', async () => {
    let answer: (response: Response) => void = () => {};
    const previews = stubApi(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    renderForm('en');
    const user = userEvent.setup();
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    await user.clear(subject);
    await user.type(subject, 'Thanks {{{{nme}}');
    await user.click(screen.getByRole('button', { name: 'Show preview' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown placeholder: {{nme}}');
    expect(previews).toEqual([]);

    await user.clear(subject);
    await user.type(subject, 'Thanks {{{{name}}');
    const show = screen.getByRole('button', { name: 'Show preview' });
    await user.click(show);
    await waitFor(() => expect(previews).toHaveLength(1));
    expect(show.getAttribute('data-loading')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    answer(
      jsonResponse(
        400,
        errorBody('error_validation', 'Please check the highlighted fields.', {
          content: { code: 'error_placeholder_unknown', message: 'Unknown placeholder: {{preis}}' },
        }),
      ),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown placeholder: {{preis}}');
    expect(show.getAttribute('data-loading')).toBeNull();
    expect(screen.queryByTestId('preview-subject')).toBeNull();
  });

  it("shows the server's message when the job is not found", async () => {
    stubApi(() => jsonResponse(404, errorBody('error_resource_not_found', 'Nicht gefunden')));
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Vorschau anzeigen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nicht gefunden');
  });
});
