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
    expect(new URL(requests[0]?.url ?? '').pathname).toBe(`/api/contracts/${ID}/offers`);
    expect(await requests[0]?.json()).toEqual({
      recipient: 'kunde@example.com',
      language: 'en',
      validUntil: '2099-12-31',
    });
  });
});
