import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorBody, jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { SendOfferModal } from './send-offer-modal.tsx';

const ID = '00000000-0000-4000-8000-000000000001';

describe('sending an offer', () => {
  it("sends recipient, language and last day; shows the server's refusal", async () => {
    const requests: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        requests.push(request.clone());
        return jsonResponse(
          409,
          errorBody('error_offer_contract_accepted', 'Der Auftrag ist bereits angenommen.'),
        );
      }),
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
    await user.type(date, '2099-12-31');
    await user.click(screen.getByRole('button', { name: 'Offerte senden' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Der Auftrag ist bereits angenommen.');
    expect(onClose).not.toHaveBeenCalled();
    const sent = requests.find((request) => request.method === 'POST');
    expect(new URL(sent?.url ?? '').pathname).toBe(`/api/contracts/${ID}/offers`);
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
    const requests: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        requests.push(request.clone());
        const path = new URL(request.url).pathname;
        if (path === '/api/mail-templates')
          return jsonResponse(200, { items: [template], total: 1, page: 1, pageSize: 100 });
        if (path === '/api/mail-templates/preview')
          return jsonResponse(200, {
            subject: 'Offerte 7',
            html: '<p>Sehr geehrte Frau Muster</p>',
            text: 'Sehr geehrte Frau Muster',
          });
        return jsonResponse(201, {});
      }),
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
    const previewed = requests.find((r) => new URL(r.url).pathname === '/api/mail-templates/preview');
    expect(await previewed?.json()).toMatchObject({ contractId: ID, language: 'de', title: template.title });

    await user.click(screen.getByRole('button', { name: 'Offerte senden' }));
    const sent = requests.find((request) => new URL(request.url).pathname.endsWith('/offers'));
    expect(await sent?.json()).toMatchObject({ mailTemplateId: TEMPLATE, language: 'de' });
  });
});
