import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api, pathOf, setupApiServer } from '../../../test/api-server.ts';
import { errorBody, renderWithProviders } from '../../../test/render.tsx';
import { SendOfferModal } from './send-offer-modal.tsx';

const ID = '00000000-0000-4000-8000-000000000001';

const server = setupApiServer();

describe('sending an offer', () => {
  it("sends recipient, language and last day; shows the server's refusal", async () => {
    server.use(
      api.get('/api/mail-templates', ({ response }) =>
        response(200).json({ items: [], total: 0, page: 1, pageSize: 100 }),
      ),
      api.post('/api/contracts/{id}/offers', ({ response }) =>
        response(409).json(errorBody('error_offer_contract_accepted', 'Der Auftrag ist bereits angenommen.')),
      ),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <SendOfferModal opened contractId={ID} defaultRecipient="kunde@example.com" onClose={onClose} />,
    );
    expect((screen.getByLabelText('Empfänger') as HTMLInputElement).value).toBe('kunde@example.com');
    await user.click(screen.getByRole('radio', { name: 'Englisch' }));
    const date = screen.getByLabelText('Gültig bis');
    await user.clear(date);
    await user.type(date, '31.12.2099');
    await user.click(screen.getByRole('button', { name: 'Offerte senden' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Der Auftrag ist bereits angenommen.');
    expect(onClose).not.toHaveBeenCalled();
    const sent = server.requests.find((request) => request.method === 'POST');
    expect(pathOf(sent)).toBe(`/api/contracts/${ID}/offers`);
    expect(await sent?.json()).toEqual({
      recipient: 'kunde@example.com',
      language: 'en',
      validUntil: '2099-12-31',
    });
  });

  it('sends with a chosen mail template and previews it filled with this job', async () => {
    const TEMPLATE = '00000000-0000-4000-8000-000000000002';
    const template = {
      _id: TEMPLATE,
      title: 'Offerte {{contract_number}}',
      body: '<p>{{gender_welcome}}</p>',
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    };
    server.use(
      api.get('/api/mail-templates', ({ response }) =>
        response(200).json({ items: [template], total: 1, page: 1, pageSize: 100 }),
      ),
      api.post('/api/mail-templates/preview', ({ response }) =>
        response(200).json({
          subject: 'Offerte 7',
          html: '<p>Sehr geehrte Frau Muster</p>',
          text: 'Sehr geehrte Frau Muster',
        }),
      ),
      // What the modal does with the created offer is not under test here.
      api.post('/api/contracts/{id}/offers', ({ response }) =>
        response.untyped(Response.json({}, { status: 201 })),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <SendOfferModal opened contractId={ID} defaultRecipient="kunde@example.com" onClose={vi.fn()} />,
    );
    // The label names both the input and its list of options.
    const picker = screen.getAllByLabelText('E-Mail-Vorlage').find((element) => element.tagName === 'INPUT')!;
    await user.click(picker);
    await user.click(await screen.findByText('Offerte {{contract_number}}'));
    await user.click(screen.getByRole('button', { name: 'Vorschau anzeigen' }));
    expect((await screen.findByTestId('preview-subject')).textContent).toBe('Offerte 7');
    expect(screen.getByTestId('preview-body').textContent).toContain('Sehr geehrte Frau Muster');
    const previewed = server.requests.find((r) => pathOf(r) === '/api/mail-templates/preview');
    expect(await previewed?.json()).toMatchObject({ contractId: ID, language: 'de', title: template.title });

    await user.click(screen.getByRole('button', { name: 'Offerte senden' }));
    await vi.waitFor(() => expect(server.requests.some((r) => pathOf(r).endsWith('/offers'))).toBe(true));
    const sent = server.requests.find((request) => pathOf(request).endsWith('/offers'));
    expect(await sent?.json()).toMatchObject({ mailTemplateId: TEMPLATE, language: 'de' });
  });
});
