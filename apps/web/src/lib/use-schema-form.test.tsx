import { Button, Checkbox, TextInput } from '@mantine/core';
import { errorMessage, type VehicleValues, vehicleInputSchema } from '@maxer/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ApiError } from './api-error.ts';
import { useSchemaForm } from './use-schema-form.ts';

afterEach(() => window.history.replaceState(null, '', '/'));

/** A form on the vehicle schema: the name is required and at most 200 characters, the plate at most 50. */
function VehicleNameForm({
  onSubmit,
  pending = false,
}: {
  onSubmit: (values: VehicleValues) => Promise<unknown>;
  pending?: boolean;
}) {
  const { form, submit, formRef, field } = useSchemaForm({
    schema: vehicleInputSchema,
    initialValues: { name: '', registrationNumber: '', borrowable: false },
    onSubmit,
    pending,
  });
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <TextInput label="Name" {...field('name')} />
      <TextInput label="Plate" {...field('registrationNumber')} />
      <Checkbox label="Borrowable" {...form.getInputProps('borrowable', { type: 'checkbox' })} />
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('a form checked with a domain schema', () => {
  it("shows the schema's message next to the field in German, and focuses the field", async () => {
    const onSubmit = vi.fn(async () => {});
    const user = userEvent.setup();
    renderWithProviders(<VehicleNameForm onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(errorMessage('error_field_required', 'de'));
    expect(errorMessage('error_field_required', 'de')).toBe('Dieses Feld ist erforderlich.');
    await waitFor(() => expect(name).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(name, 'L');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it("shows the schema's message in English on an English page", async () => {
    window.history.replaceState(null, '', '/en/vehicles/new');
    const user = userEvent.setup();
    renderWithProviders(<VehicleNameForm onSubmit={async () => {}} />, { language: 'en' });

    await user.type(screen.getByRole('textbox', { name: 'Plate' }), 'X'.repeat(51));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      errorMessage('error_field_required', 'en'),
    );
    expect(screen.getByRole('textbox', { name: 'Plate' })).toHaveAccessibleDescription(
      errorMessage('error_field_invalid', 'en'),
    );
    expect(errorMessage('error_field_required', 'en')).not.toBe(errorMessage('error_field_required', 'de'));
  });

  it("sends the schema's output and puts the API's field errors on their fields", async () => {
    const onSubmit = vi.fn(async (_values: VehicleValues) => {
      throw new ApiError({
        status: 422,
        code: 'error_validation',
        message: 'Bitte Eingaben prüfen.',
        fields: {
          registrationNumber: { code: 'error_field_invalid', message: 'Dieses Kennzeichen gibt es schon.' },
        },
      });
    });
    const user = userEvent.setup();
    renderWithProviders(<VehicleNameForm onSubmit={onSubmit} />);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Lieferwagen ');
    await user.type(screen.getByRole('textbox', { name: 'Plate' }), 'zh 123{Enter}');

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Lieferwagen',
        registrationNumber: 'ZH 123',
        model: null,
        manufacturer: null,
        borrowable: false,
      }),
    );
    const plate = screen.getByRole('textbox', { name: 'Plate' });
    await waitFor(() => expect(plate).toHaveAccessibleDescription('Dieses Kennzeichen gibt es schon.'));
    expect(plate).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(plate).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  });

  it('ignores a submit while the save is in flight', async () => {
    const onSubmit = vi.fn(async () => {});
    const user = userEvent.setup();
    renderWithProviders(<VehicleNameForm onSubmit={onSubmit} pending />);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Lieferwagen{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lets the form show a hidden field in error before the focus moves to it', async () => {
    function Folded() {
      const [shown, setShown] = useState(false);
      const { submit, formRef, field } = useSchemaForm({
        schema: vehicleInputSchema,
        initialValues: { name: '', registrationNumber: '', borrowable: false },
        onSubmit: async () => {},
        pending: false,
        onErrors: (errors) => {
          if ('name' in errors) setShown(true);
        },
      });
      return (
        <form ref={formRef} onSubmit={submit} noValidate>
          {shown && <TextInput label="Name" {...field('name')} />}
          <Button type="submit">Save</Button>
        </form>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<Folded />);
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    const name = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
  });

  it("maps the API's paths with the values saved, and stays locked after a save when asked", async () => {
    const saved = vi.fn(async (_values: VehicleValues) => {});
    let refuse = true;
    const onSubmit = async (values: VehicleValues) => {
      if (refuse) {
        refuse = false;
        // The API names a field by something the form holds otherwise (a place in a list sent).
        throw new ApiError({
          status: 422,
          code: 'error_validation',
          message: 'Bitte Eingaben prüfen.',
          fields: { 'vehicles.0': { code: 'error_field_invalid', message: 'Gibt es schon.' } },
        });
      }
      await saved(values);
    };
    function Locked() {
      const { submit, formRef, field, isSaving } = useSchemaForm({
        schema: vehicleInputSchema,
        initialValues: { name: '', registrationNumber: '', borrowable: false },
        fields: (path, values) =>
          path === 'vehicles.0' && values.registrationNumber ? 'registrationNumber' : path,
        onSubmit,
        pending: false,
        lockAfterSave: true,
      });
      return (
        <form ref={formRef} onSubmit={submit} noValidate>
          <TextInput label="Name" {...field('name')} />
          <TextInput label="Plate" {...field('registrationNumber')} />
          <Button type="submit">Save</Button>
          <Button onClick={() => formRef.current?.setAttribute('data-saving', String(isSaving()))}>
            Check
          </Button>
        </form>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<Locked />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Lieferwagen');
    await user.type(screen.getByRole('textbox', { name: 'Plate' }), 'ZH 1{Enter}');

    const plate = screen.getByRole('textbox', { name: 'Plate' });
    await waitFor(() => expect(plate).toHaveAccessibleDescription('Gibt es schon.'));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(saved).toHaveBeenCalledTimes(1);
    expect(plate.closest('form')).toHaveAttribute('data-saving', 'true');
  });
});
