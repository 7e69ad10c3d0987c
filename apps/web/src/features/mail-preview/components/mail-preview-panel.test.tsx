import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { type MailPreviewChoice, MailPreviewPanel } from './mail-preview-panel.tsx';

const JOB = '00000000-0000-4000-8000-000000000007';

// The job picker asks for the company's jobs.
const server = setupApiServer();
// The job list as far as the picker reads it.
const oneJob = () =>
  server.use(
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
  );

describe('the mail preview panel', () => {
  it('asks for a job where one is needed, and lets the person choose the language', async () => {
    oneJob();
    const request = vi.fn(async (_choice: MailPreviewChoice) => ({
      subject: 'Offer 7',
      html: '<p>Dear Ms Muster</p>',
      text: '',
    }));
    const user = userEvent.setup();
    renderWithProviders(<MailPreviewPanel texts={['Offer {{contract_number}}']} request={request} />);

    await user.click(screen.getByRole('button', { name: 'Vorschau anzeigen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wählen Sie einen Auftrag für die Vorschau.');
    expect(request).not.toHaveBeenCalled();
    expect(screen.queryByText('Ohne Auftrag zeigt die Vorschau Beispielwerte.')).toBeNull();

    const picker = screen.getAllByLabelText('Auftrag').find((element) => element.tagName === 'INPUT')!;
    await user.click(picker);
    await user.click(await screen.findByText('7 · Erika Muster'));
    await user.click(screen.getByRole('radio', { name: 'Englisch' }));
    await user.click(screen.getByRole('button', { name: 'Vorschau anzeigen' }));
    await waitFor(() => expect(screen.getByTestId('preview-subject').textContent).toBe('Offer 7'));
    expect(request.mock.lastCall?.[0]).toEqual({ contractId: JOB, language: 'en' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("keeps a fixed language: no choice, the text's own language is asked for", async () => {
    oneJob();
    const request = vi.fn(async (_choice: MailPreviewChoice) => ({
      subject: 'Bestätigung',
      html: '<p>Beispiel</p>',
      text: '',
    }));
    const user = userEvent.setup();
    renderWithProviders(<MailPreviewPanel texts={['x']} request={request} language="en" jobOptional />, {
      language: 'en',
    });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText('Without a job, the preview shows example values.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show preview' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Preview of the e-mail' })).toBeVisible());
    expect(request.mock.lastCall?.[0]).toEqual({ language: 'en' });
  });
});
