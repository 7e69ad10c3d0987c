import type { InquiryForm } from '@maxer/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inquiryApi } from './api.ts';
import { InquiryPage } from './inquiry-page.tsx';

interface Call {
  url: string;
  method: string;
  body: Record<string, unknown> | null;
}

/** The public API as the server answers it, recording each request the page makes. */
function server(answer: (call: Call) => { status: number; body: unknown }) {
  const calls: Call[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    const call = {
      url,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : null,
    };
    calls.push(call);
    const { status, body } = answer(call);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { calls, fetcher };
}

const COMPANY = '00000000-0000-4000-8000-000000000001';
const SERVICE = '00000000-0000-4000-8000-0000000000a1';
const FORM: InquiryForm = {
  company: {
    _id: COMPANY,
    name: 'Zügel AG',
    backgroundColor: null,
    textColor: null,
    accentColor: null,
    hasLogo: false,
  },
  services: [
    { _id: SERVICE, parentId: null, labels: { de: 'Möbellift', en: 'Furniture lift', fr: '', it: '' } },
  ],
  volumeRooms: [
    {
      room: 'livingRoom',
      label: 'Living room',
      items: [
        { _id: '00000000-0000-4000-8000-0000000000b1', name: 'Sofa, 3-seat', volumeM3: 2 },
        { _id: '00000000-0000-4000-8000-0000000000b2', name: 'Chair', volumeM3: 0.2 },
      ],
    },
    {
      room: 'bedroom',
      label: 'Bedroom',
      items: [{ _id: '00000000-0000-4000-8000-0000000000b3', name: 'Bedside table', volumeM3: 0.15 }],
    },
  ],
  token: 'signed-token',
};
const [SOFA, CHAIR, BEDSIDE] = FORM.volumeRooms.flatMap((room) => room.items.map((item) => item._id));
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function renderPage(answer: (call: Call) => { status: number; body: unknown }) {
  const api = server(answer);
  render(<InquiryPage api={inquiryApi(COMPANY, 'en', api.fetcher)} language="en" />);
  return api;
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'First name *' }), 'Erika');
  await user.type(screen.getByRole('textbox', { name: 'Last name *' }), 'Muster');
  await user.type(screen.getByRole('textbox', { name: 'E-mail *' }), 'erika@example.ch');
  await user.type(screen.getByRole('textbox', { name: 'Phone *' }), '079 123 45 67');
  await user.type(screen.getByLabelText('Move date *'), inDays(20));
  for (const [group, street, zip, city] of [
    ['Moving out of', 'Bahnhofstrasse 1', '8001', 'Zürich'],
    ['Moving into', 'Marktgasse 5', '3011', 'Bern'],
  ] as const) {
    const fields = within(screen.getByRole('group', { name: group }));
    await user.type(fields.getByRole('textbox', { name: 'Street and no. *' }), street);
    await user.type(fields.getByRole('textbox', { name: 'Postcode *' }), zip);
    await user.type(fields.getByRole('textbox', { name: 'Town *' }), city);
  }
  await user.type(screen.getByRole('textbox', { name: 'Number of rooms' }), '3,5');
  await user.click(screen.getByRole('checkbox', { name: 'Furniture lift' }));
}

describe('the web inquiry form', () => {
  it('names each wrong field next to it before sending, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = renderPage(() => ({ status: 200, body: FORM }));
    await screen.findByRole('heading', { name: 'Your moving inquiry' });
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the marked fields.');
    const first = screen.getByRole('textbox', { name: 'First name *' });
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Move date *')).toHaveAccessibleDescription('Please enter a date.');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends what was entered with the signed token and thanks the visitor', async () => {
    const user = userEvent.setup();
    const api = renderPage((call) =>
      call.method === 'POST' ? { status: 200, body: { received: true } } : { status: 200, body: FORM },
    );
    await screen.findByRole('heading', { name: 'Your moving inquiry' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your inquiry!' })).toHaveFocus();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe(`/api/public/inquiry-forms/${COMPANY}/inquiries`);
    expect(post?.body).toMatchObject({
      token: 'signed-token',
      website: '',
      language: 'en',
      email: 'erika@example.ch',
      moveOut: { street: 'Bahnhofstrasse 1', zipCode: '8001', city: 'Zürich', elevator: null },
      inventory: { rooms: 3.5, volumeM3: null },
      serviceIds: [SERVICE],
    });
  });

  it('puts the server’s field messages on their fields', async () => {
    const user = userEvent.setup();
    renderPage((call) =>
      call.method === 'POST'
        ? {
            status: 400,
            body: {
              error: {
                code: 'error_validation',
                message: 'Invalid',
                fields: { 'moveIn.zipCode': { code: 'error_inquiry_zip_invalid', message: 'x' } },
              },
            },
          }
        : { status: 200, body: FORM },
    );
    await screen.findByRole('heading', { name: 'Your moving inquiry' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    const zip = within(screen.getByRole('group', { name: 'Moving into' })).getByRole('textbox', {
      name: 'Postcode *',
    });
    expect(await screen.findByText('Please enter a valid postcode.')).toBeInTheDocument();
    expect(zip).toHaveAccessibleDescription('Please enter a valid postcode.');
  });

  it('says when the company has no form', async () => {
    renderPage(() => ({
      status: 404,
      body: { error: { code: 'error_inquiry_form_not_found', message: 'x' } },
    }));
    expect(await screen.findByRole('heading', { name: 'Form not found' })).toBeInTheDocument();
  });

  it('counts items room by room with − / + and typing, shows the total, and sends the counts with it as the volume', async () => {
    const user = userEvent.setup();
    const api = renderPage((call) =>
      call.method === 'POST' ? { status: 200, body: { received: true } } : { status: 200, body: FORM },
    );
    await screen.findByRole('heading', { name: 'Your moving inquiry' });
    await fill(user);
    const volume = screen.getByRole('textbox', { name: 'Estimated volume (m³)' });
    await user.type(volume, '30');
    expect(screen.getByText('Nothing counted yet.')).toBeInTheDocument();

    // Living room: one sofa by +, three chairs by typing and −.
    await user.click(screen.getByText('Living room'));
    await user.click(screen.getByRole('button', { name: 'Sofa, 3-seat: one more' }));
    const chairs = screen.getByRole('textbox', { name: 'Chair: number' });
    await user.type(chairs, '4');
    await user.click(screen.getByRole('button', { name: 'Chair: one less' }));
    expect(chairs).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Bedside table: one less' })).toBeDisabled();
    // Bedroom: two bedside tables.
    await user.click(screen.getByText('Bedroom'));
    await user.click(screen.getByRole('button', { name: 'Bedside table: one more' }));
    await user.click(screen.getByRole('button', { name: 'Bedside table: one more' }));

    // 2 + 3 × 0.2 + 2 × 0.15 = 2.9 m³, exactly; it fills the volume, which the count now owns.
    expect(screen.getByText('Total: 6 pieces, 2.9 m³')).toBeInTheDocument();
    expect(screen.getByText('4 pieces · 2.6 m³')).toBeInTheDocument();
    expect(volume).toHaveValue('2.9');
    expect(volume).toHaveAttribute('readonly');
    expect(volume).toHaveAccessibleDescription('Computed from the counted items');

    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    await screen.findByRole('heading', { name: 'Thank you for your inquiry!' });
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      inventory: {
        volumeM3: 2.9,
        items: [
          { itemId: SOFA, count: 1 },
          { itemId: CHAIR, count: 3 },
          { itemId: BEDSIDE, count: 2 },
        ],
      },
    });
  });

  it('gives the typed volume back when the count is cleared, and puts a count’s message on its item', async () => {
    const user = userEvent.setup();
    const api = renderPage(() => ({ status: 200, body: FORM }));
    await screen.findByRole('heading', { name: 'Your moving inquiry' });
    await fill(user);
    const volume = screen.getByRole('textbox', { name: 'Estimated volume (m³)' });
    await user.type(volume, '30');
    await user.click(screen.getByText('Living room'));
    const chairs = screen.getByRole('textbox', { name: 'Chair: number' });
    await user.type(chairs, '2');
    expect(volume).toHaveValue('0.4');
    await user.clear(chairs);
    expect(volume).toHaveValue('30');
    expect(volume).not.toHaveAttribute('readonly');

    // 1001 chairs: the schema's message on the chair's number, which gets the keyboard; nothing sent.
    await user.type(chairs, 'x1001');
    expect(chairs).toHaveValue('1001');
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(chairs).toHaveAttribute('aria-invalid', 'true');
    expect(chairs).toHaveAccessibleDescription('Please count between 1 and 1000 pieces of an item.');
    await waitFor(() => expect(chairs).toHaveFocus());
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows no counter when the company’s catalogue is empty', async () => {
    renderPage(() => ({ status: 200, body: { ...FORM, volumeRooms: [] } }));
    await screen.findByRole('heading', { name: 'Your moving inquiry' });
    expect(screen.queryByText('Count your items (optional)')).not.toBeInTheDocument();
  });
});
