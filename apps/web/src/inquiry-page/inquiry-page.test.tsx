import type { InquiryForm } from '@maxer/domain';
import { render, screen, within } from '@testing-library/react';
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
  token: 'signed-token',
};
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
});
