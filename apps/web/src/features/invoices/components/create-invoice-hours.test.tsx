import { createPriceSnapshot, type Invoice, jobPrice, type PricingInput } from '@maxer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';
import { errorBody } from '../../../test/render.tsx';

const ID = '00000000-0000-4000-8000-000000000019';

/** An hourly move: 180.00 an hour, 5 to 7 hours and an hour of travel, 150.00 extras, 10 % off. */
const HOURLY: PricingInput = {
  relocation: {
    priceType: 'hourly',
    hourPrice: 18_000,
    hours: 5,
    expectedTime: 7,
    returnTrip: 1,
    workersFood: 3_000,
    disassembly: 12_000,
  },
  discounts: { relocation: { percent: 10 } },
  includeVat: false,
  vatRate: 8.1,
  currency: 'CHF',
};

/** The job as far as the page and the button read it, accepted as offered. */
function acceptedJob(pricing: PricingInput) {
  const { basis, breakdown } = jobPrice(
    pricing,
    createPriceSnapshot({ ...pricing, acceptedServices: ['relocation'] }),
  );
  return {
    _id: ID,
    number: 1050,
    status: 'ACCEPTED',
    customStatus: null,
    customer: {
      _id: '00000000-0000-4000-8000-000000000001',
      number: 7,
      name: 'Erika Muster',
      email: null,
      gender: null,
    },
    moveOut: null,
    moveIn: null,
    ...pricing,
    relocationDetails: { startAt: null, workers: 3, vehicleIds: [], extraInfo: null },
    services: [],
    answers: [],
    additionalDetails: null,
    inventory: [],
    relocationStartAt: null,
    archived: false,
    createdAt: '2026-11-21T10:00:00Z',
    price: breakdown,
    priceBasis: basis,
  };
}

const invoice = { _id: '00000000-0000-4000-8000-000000000200', number: 31 } as Invoice;
const server = setupApiServer();

async function openJob(pricing: PricingInput, answer = () => Response.json(invoice, { status: 201 })) {
  const posted: unknown[] = [];
  const notFound = errorBody('error_not_found', 'x');
  server.use(
    api.get('/api/contracts/{id}', ({ response }) => response.untyped(Response.json(acceptedJob(pricing)))),
    api.get('/api/invoices', ({ response }) =>
      response(200).json({ items: [], total: 0, page: 1, pageSize: 1, sums: [] }),
    ),
    api.post('/api/contracts/{id}/invoice', async ({ request, response }) => {
      posted.push(await request.json());
      return response.untyped(answer());
    }),
    http.all('*/api/*', () => Response.json(notFound, { status: 404 })),
  );
  const me = signedIn({ firstName: 'Ute', email: 'u@example.com', username: 'ute', role: 'OWNER' });
  const { user } = await openApp(`/contracts/${ID}`, me, 'de', { onError: () => {} });
  await screen.findByRole('heading', { name: 'Auftrag 1050', level: 1 });
  return { posted, user };
}

describe('"Rechnung erstellen" on an hourly job', () => {
  it('asks for the hours worked, pre-filled with the estimate, shows the difference and sends them', async () => {
    const { posted, user } = await openJob(HOURLY);
    await user.click(screen.getByRole('button', { name: 'Rechnung erstellen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechnung nach Aufwand' });
    expect(dialog.textContent).toContain("Angenommen: 5–7 Std., Umzug CHF 1'107.00 – CHF 1'431.00.");
    const hours = within(dialog).getByLabelText(/Gearbeitete Stunden/);
    expect(hours).toHaveValue('7');
    expect(within(dialog).getByLabelText('Mitarbeitende')).toHaveValue('3');
    expect(within(dialog).getByRole('status').textContent).toContain('Im angenommenen Bereich.');

    await user.clear(hours);
    await user.type(hours, '8,5');
    // 180 × (8.5 + 1) + 150 = 1'860.00, less 10 % = 1'674.00: 243.00 above the accepted 1'431.00.
    const status = within(dialog).getByRole('status');
    expect(status.textContent).toContain("Umzug: CHF 1'674.00");
    expect(status.textContent).toContain('CHF 243.00 über dem angenommenen Bereich.');

    await user.click(within(dialog).getByRole('button', { name: 'Rechnung erstellen' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/invoices/${invoice._id}`));
    expect(posted).toEqual([
      expect.objectContaining({ another: false, worked: { hours: 8.5, workers: 3, extras: 15_000 } }),
    ]);
  });

  it('says when a Kostendach caps the amount, and refuses hours that are no number before sending', async () => {
    const ceiling: PricingInput = {
      ...HOURLY,
      relocation: { priceType: 'maxPrice', hourPrice: 20_000, hours: 4, expectedTime: 6, maxPrice: 100_000 },
      discounts: {},
    };
    const { posted, user } = await openJob(ceiling);
    await user.click(screen.getByRole('button', { name: 'Rechnung erstellen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechnung nach Aufwand' });
    const hours = within(dialog).getByLabelText(/Gearbeitete Stunden/);
    await user.clear(hours);
    await user.type(hours, '9');
    const status = within(dialog).getByRole('status');
    expect(status.textContent).toContain("Umzug: CHF 1'000.00");
    expect(status.textContent).toContain("Kostendach CHF 1'000.00 erreicht");

    await user.clear(hours);
    await user.type(hours, 'neun');
    await user.click(within(dialog).getByRole('button', { name: 'Rechnung erstellen' }));
    expect(await within(dialog).findByText(/ungültig|nicht gültig/i)).toBeVisible();
    expect(posted).toEqual([]);
  });

  it("shows the server's refusal next to the hours", async () => {
    const refusal = () =>
      Response.json(
        {
          error: {
            code: 'error_validation',
            message: 'Bitte prüfen Sie die markierten Felder.',
            fields: {
              'worked.hours': {
                code: 'error_invoice_hours_invalid',
                message:
                  'Stunden und Mitarbeitende gibt es nur bei einem Auftrag nach Aufwand (Stundenansatz).',
              },
            },
          },
        },
        { status: 400 },
      );
    const { user } = await openJob(HOURLY, refusal);
    await user.click(screen.getByRole('button', { name: 'Rechnung erstellen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechnung nach Aufwand' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechnung erstellen' }));
    expect(await within(dialog).findByText(/nur bei einem Auftrag nach Aufwand/)).toBeVisible();
  });
});
