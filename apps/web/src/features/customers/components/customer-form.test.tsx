import type { CustomerValues } from '@maxer/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { customerFormValues } from '../customer-form-values.ts';
import { CustomerForm } from './customer-form.tsx';

afterEach(() => window.history.replaceState(null, '', '/'));

function renderForm(onSubmit: (values: CustomerValues) => Promise<unknown>, language: 'de' | 'en' = 'de') {
  if (language === 'en') window.history.replaceState(null, '', '/en/customers/new');
  renderWithProviders(<CustomerForm submitLabel="Save" onSubmit={onSubmit} pending={false} cancel={null} />, {
    language,
  });
  return userEvent.setup();
}

const field = (name: string) => screen.getByRole('textbox', { name });

/** Put text into a field the way a paste does: one change, not one render per key. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

describe('the customer form', () => {
  it("shows the schema's messages on the fields, focuses the first, and sends nothing", async () => {
    const onSubmit = vi.fn(async () => {});
    const user = renderForm(onSubmit);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Dieses Feld ist erforderlich.')).toBeVisible();
    expect(field('Nachname').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Nachname'));

    await fill(user, field('Nachname'), 'Muster');
    // Typing in the field takes its error away.
    expect(field('Nachname').getAttribute('aria-invalid')).not.toBe('true');
    await fill(user, field('E-Mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Die E-Mail-Adresse ist nicht gültig')).toBeVisible();
    expect(document.activeElement).toBe(field('E-Mail'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the company name of a company, and sends the values the API expects', async () => {
    const onSubmit = vi.fn(async (_values: CustomerValues) => {});
    const user = renderForm(onSubmit);

    await user.click(screen.getByRole('radio', { name: 'Firma' }));
    await fill(user, field('Nachname'), 'Keller');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('Firmenname').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();

    await fill(user, field('Firmenname'), 'Keller Transporte GmbH');
    await user.click(screen.getByRole('radio', { name: 'Frau' }));
    await fill(user, field('E-Mail'), ' Anna.Keller@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      gender: 'FEMALE',
      firstName: null,
      lastName: 'Keller',
      customerType: 'COMPANY',
      companyName: 'Keller Transporte GmbH',
      email: 'anna.keller@example.com',
      phone: null,
      street: null,
      streetNumber: null,
      zipCode: null,
      city: null,
      country: 'CH',
      origin: null,
    });
  });

  it('leaves out a company name typed before switching back to a private person', async () => {
    const onSubmit = vi.fn(async (_values: CustomerValues) => {});
    const user = renderForm(onSubmit);
    await user.click(screen.getByRole('radio', { name: 'Firma' }));
    await fill(user, field('Firmenname'), 'Irrtum AG');
    await user.click(screen.getByRole('radio', { name: 'Privatperson' }));
    expect(screen.queryByRole('textbox', { name: 'Firmenname' })).toBeNull();
    await fill(user, field('Nachname'), 'Muster');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ customerType: 'PERSON', companyName: null });
  });

  it("puts the server's field errors on the fields, in the page language", async () => {
    const refusal = new ApiError({
      status: 400,
      code: 'error_validation',
      message: 'Please check the highlighted fields.',
      fields: {
        email: { code: 'error_email_invalid', message: 'The Email is not valid' },
        zipCode: { code: 'error_field_invalid', message: 'This value is not valid.' },
      },
    });
    const onSubmit = vi.fn(async () => Promise.reject(refusal));
    const user = renderForm(onSubmit, 'en');

    await fill(user, field('Last name'), 'Muster');
    await fill(user, field('E-mail'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The Email is not valid')).toBeVisible();
    expect(screen.getByText('This value is not valid.')).toBeVisible();
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(field('Postcode').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('E-mail'));
  });

  it('starts from a stored customer when editing', () => {
    renderWithProviders(
      <CustomerForm
        initial={customerFormValues({
          _id: 'c1',
          number: 5001,
          gender: 'MALE',
          firstName: 'Hans',
          lastName: 'Muster',
          customerType: 'PERSON',
          companyName: null,
          email: 'hans@example.com',
          phone: null,
          street: 'Bahnhofstrasse',
          streetNumber: '1',
          zipCode: '8001',
          city: 'Zürich',
          country: 'DE',
          origin: null,
          createdBy: null,
          createdAt: '2026-11-21T10:00:00Z',
          updatedAt: '2026-11-21T10:00:00Z',
        })}
        submitLabel="Speichern"
        onSubmit={async () => {}}
        pending={false}
        cancel={null}
      />,
    );
    expect((field('Ort') as HTMLInputElement).value).toBe('Zürich');
    expect((screen.getByRole('radio', { name: 'Herr' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Land' }) as HTMLInputElement).value).toBe(
      'Deutschland (DE)',
    );
  });
});
