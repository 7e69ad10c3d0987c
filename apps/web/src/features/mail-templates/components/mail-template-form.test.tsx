import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { MailTemplateForm } from './mail-template-form.tsx';

const cancel = <button type="button">Abbrechen</button>;

// The preview's job picker asks for the company's jobs.
const server = setupApiServer();
const noJobs = () =>
  server.use(
    api.get('/api/contracts', ({ response }) =>
      response(200).json({ items: [], total: 0, page: 1, pageSize: 20 }),
    ),
  );

describe('the mail template form', () => {
  it('refuses unknown placeholders in subject and text as the server does, and sends nothing', async () => {
    noJobs();
    const onSubmit = vi.fn(async () => undefined);
    const user = userEvent.setup();
    renderWithProviders(
      <MailTemplateForm
        initial={{ title: 'Offerte', body: '<p>{{gender_welcome}} {{nme}}</p>' }}
        submitLabel="Vorlage erstellen"
        onSubmit={onSubmit}
        pending={false}
        cancel={cancel}
      />,
    );
    const title = screen.getByRole('textbox', { name: 'Betreff' });
    await user.clear(title);
    await user.type(title, 'Offerte {{{{firma}}');
    await user.click(screen.getByRole('button', { name: 'Vorlage erstellen' }));

    expect(await screen.findByText('Unbekannter Platzhalter: {{firma}}')).toBeVisible();
    expect(screen.getByText('Unbekannter Platzhalter: {{nme}}')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the sanitised subject and text when every placeholder is known', async () => {
    noJobs();
    const onSubmit = vi.fn(async () => undefined);
    const user = userEvent.setup();
    renderWithProviders(
      <MailTemplateForm
        initial={{
          title: ' Ihre Offerte {{contract_number}} ',
          body: '<p>{{gender_welcome}}</p><script>x</script>',
        }}
        submitLabel="Speichern"
        onSubmit={onSubmit}
        pending={false}
        cancel={cancel}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Ihre Offerte {{contract_number}}',
      body: '<p>{{gender_welcome}}</p>',
    });
  });
});
