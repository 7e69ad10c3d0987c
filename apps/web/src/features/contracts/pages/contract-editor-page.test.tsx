import { DEFAULT_VOLUME_RULES } from '@maxer/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';
import { errorBody, jsonResponse } from '../../../test/render.tsx';

const ID = '00000000-0000-4000-8000-000000000009';
const QUESTION = '00000000-0000-4000-8000-000000000005';
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 100 });

const OWNER = signedIn({ firstName: 'Ute', email: 'u@example.com', username: 'ute' });

const QUESTIONS = [
  {
    _id: QUESTION,
    labels: { de: 'Gibt es einen Keller?', en: 'Is there a cellar?', fr: '', it: '' },
    type: 'TEXT',
    options: [],
    defaultValue: null,
    required: true,
    position: 0,
    createdAt: '2026-11-01T10:00:00Z',
  },
];

const server = setupApiServer();

/**
 * The API as the editor uses it; `onSave` answers POST/PUT /api/contracts. The job and the save
 * answers are what the editor reads, not every field the API gives, so they go out untyped.
 */
function stubApi(onSave: (request: Request) => Promise<Response>, contract?: unknown) {
  const notFound = errorBody('error_not_found', 'x');
  server.use(
    api.post('/api/contracts', async ({ request, response }) => response.untyped(await onSave(request))),
    api.put('/api/contracts/{id}', async ({ request, params, response }) =>
      params.id === ID ? response.untyped(await onSave(request)) : response(404).json(notFound),
    ),
    api.get('/api/contracts/{id}', ({ params, response }) =>
      params.id === ID ? response.untyped(Response.json(contract)) : response(404).json(notFound),
    ),
    api.get('/api/company', ({ response }) =>
      response.untyped(Response.json({ vatRate: 8.1, currency: 'CHF', timeZone: 'Europe/Zurich' })),
    ),
    api.get('/api/contract-questions', ({ response }) => response.untyped(Response.json(page(QUESTIONS)))),
    api.get('/api/services/tree', ({ response }) => response(200).json([])),
    api.get('/api/contract-statuses', ({ response }) => response(200).json(page([]))),
    api.get('/api/vehicles', ({ response }) => response(200).json(page([]))),
    api.get('/api/items', ({ response }) => response(200).json(page([]))),
    api.get('/api/customers', ({ response }) => response(200).json(page([]))),
    api.get('/api/volume-catalogue', ({ response }) =>
      response(200).json({ items: [], rules: DEFAULT_VOLUME_RULES }),
    ),
    http.all('*/api/*', () => Response.json(notFound, { status: 404 })),
  );
}

/** Typing key by key re-renders the whole page each time; pasting is one change, as a fill. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}

async function open(path: string) {
  const { router } = await openApp(path, OWNER, 'de', { onError: () => {} });
  return router;
}

describe('the contract editor', () => {
  it('asks the required questions first, then puts the server’s refusal on its field', async () => {
    // The page is long: checking CSS pointer-events up the tree on every click costs seconds in jsdom.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const bodies: unknown[] = [];
    stubApi(async (request) => {
      bodies.push(await request.json());
      return jsonResponse(
        400,
        errorBody('error_validation', 'Bitte prüfen Sie die markierten Felder.', {
          'relocation.hourPrice': {
            code: 'error_field_invalid',
            message: 'Der Stundenansatz passt so nicht.',
          },
        }),
      );
    });
    await open('/contracts/new');
    await screen.findByRole('heading', { name: 'Neuer Auftrag', level: 1 });
    await user.click(await screen.findByLabelText('Neuer Kunde'));
    await fill(user, screen.getByLabelText(/Nachname/), 'Muster');
    await fill(user, screen.getByLabelText('Stundenansatz'), '180');

    // Enter in a field never saves the job (it used to create half-entered jobs): only the button, Ctrl+S.
    await user.type(screen.getByLabelText('Stundenansatz'), '{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText(/Gibt es einen Keller\?/).getAttribute('aria-invalid')).not.toBe('true');

    await user.keyboard('{Control>}s{/Control}');
    const questionField = () => screen.getByLabelText(/Gibt es einen Keller\?/);
    await waitFor(() => expect(questionField().getAttribute('aria-invalid')).toBe('true'));
    const question = questionField();
    expect(bodies).toHaveLength(0);

    await fill(user, question, 'Ja');
    await user.click(screen.getByRole('button', { name: 'Auftrag erstellen' }));
    await screen.findByText('Der Stundenansatz passt so nicht.');
    expect(screen.getByLabelText('Stundenansatz').getAttribute('aria-invalid')).toBe('true');
    expect(bodies[0]).toMatchObject({
      customerId: null,
      newCustomer: { lastName: 'Muster' },
      relocation: { priceType: 'hourly', hourPrice: 18_000 },
      answers: [{ questionId: QUESTION, value: 'Ja' }],
    });
    // The whole editor in jsdom: some hundred fields, a few seconds per full render on a busy machine.
  }, 60_000);

  it('saves a move date typed in Swiss format as the instant in the company’s time zone', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const bodies: Array<Record<string, unknown>> = [];
    stubApi(async (request) => {
      bodies.push(await request.json());
      return jsonResponse(400, errorBody('error_validation', 'Bitte prüfen Sie die markierten Felder.', {}));
    });
    await open('/contracts/new');
    await screen.findByRole('heading', { name: 'Neuer Auftrag', level: 1 });
    await user.click(await screen.findByLabelText('Neuer Kunde'));
    await fill(user, screen.getByLabelText(/Nachname/), 'Muster');
    const start = screen.getByLabelText('Umzugsbeginn');
    expect(start).toHaveAttribute('placeholder', 'TT.MM.JJJJ HH:MM');
    await fill(user, start, '15.12.2026 08:00');
    await fill(user, screen.getByLabelText(/Gibt es einen Keller\?/), 'Nein');
    await user.click(screen.getByRole('button', { name: 'Auftrag erstellen' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    // 08:00 in Zurich in December is 07:00 UTC (the move's start, wherever the form keeps it).
    expect(JSON.stringify(bodies[0])).toContain('"startAt":"2026-12-15T07:00:00.000Z"');
    expect(start).toHaveValue('15.12.2026 08:00');
  }, 60_000);

  it('shows a job whose move date has passed read-only, with the way back to it', async () => {
    stubApi(async () => jsonResponse(500, {}), {
      _id: ID,
      number: 1042,
      customer: { _id: 'x', number: 1, name: 'Erika Muster', email: null, gender: null },
      readOnly: true,
      editWarning: false,
    });
    await open(`/contracts/edit/${ID}`);
    await screen.findByText('Dieser Auftrag kann nicht mehr bearbeitet werden');
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Zum Auftrag' }).getAttribute('href')).toBe(`/contracts/${ID}`);
  });

  it('warns before changing an accepted job, prices it with its own VAT rate and saves it in place', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const saved: { method: string; body: unknown }[] = [];
    const contract = {
      _id: ID,
      number: 1042,
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
      relocation: { priceType: 'hourly', hourPrice: 10_000, hours: 2 },
      relocationDetails: null,
      trash: null,
      trashDetails: null,
      cleaning: null,
      cleaningDetails: null,
      discounts: null,
      specialProducts: [],
      packingMaterials: [],
      items: [],
      includeVat: false,
      vatRate: 7.7,
      currency: 'CHF',
      services: [],
      answers: [
        {
          questionId: QUESTION,
          labels: QUESTIONS[0]?.labels,
          type: 'TEXT',
          value: 'Nein',
          optionLabels: null,
        },
      ],
      additionalDetails: null,
      inventory: [],
      readOnly: false,
      editWarning: true,
      price: null,
    };
    stubApi(async (request) => {
      saved.push({ method: request.method, body: await request.json() });
      return jsonResponse(200, contract);
    }, contract);
    const router = await open(`/contracts/edit/${ID}`);
    await screen.findByText('Dieser Auftrag wurde bereits angenommen');
    const panel = await screen.findByRole('complementary', { name: 'Preis' });
    // 2 h × 100.00 with the job's 7.7 %, not the company's 8.1 %.
    expect(panel.textContent).toContain('MWST 7.7 %');
    expect(panel.textContent).toContain('215.40');
    expect((screen.getByLabelText('Stundenansatz') as HTMLInputElement).value).toBe('100.00');

    await fill(user, screen.getByLabelText('Stunden von'), '3');
    await waitFor(() => expect(panel.textContent).toContain('323.10'));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/contracts/${ID}`));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      method: 'PUT',
      body: { customerId: contract.customer._id, relocation: { hourPrice: 10_000, hours: 3 } },
    });
  }, 60_000);

  it('warns before saving a job whose offer is open: the customer will see the updated offer', async () => {
    const contract = {
      _id: ID,
      number: 1042,
      status: 'PENDING',
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
      relocation: { priceType: 'hourly', hourPrice: 10_000, hours: 2 },
      relocationDetails: null,
      trash: null,
      trashDetails: null,
      cleaning: null,
      cleaningDetails: null,
      discounts: null,
      specialProducts: [],
      packingMaterials: [],
      items: [],
      includeVat: false,
      vatRate: 7.7,
      currency: 'CHF',
      services: [],
      answers: [
        {
          questionId: QUESTION,
          labels: QUESTIONS[0]?.labels,
          type: 'TEXT',
          value: 'Nein',
          optionLabels: null,
        },
      ],
      additionalDetails: null,
      inventory: [],
      readOnly: false,
      editWarning: false,
      offerOpen: true,
      price: null,
    };
    stubApi(async () => jsonResponse(200, contract), contract);
    await open(`/contracts/edit/${ID}`);
    const warning = await screen.findByRole('status', { name: 'Eine Offerte ist offen' });
    expect(warning.textContent).toContain('sieht er die geänderte Offerte');
    expect(screen.queryByText('Dieser Auftrag wurde bereits angenommen')).toBeNull();
  }, 60_000);
});
