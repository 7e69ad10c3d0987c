import { Checkbox, Grid, Group, Paper, PasswordInput, Radio, Stack, TextInput, Title } from '@mantine/core';
import {
  type Employee,
  type EmployeeCreateInput,
  type EmployeeUpdateInput,
  employeeCreateSchema,
  employeeUpdateSchema,
  USER_ROLES,
  type UserRole,
} from '@maxer/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

interface EmployeeFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  role: UserRole;
  active: boolean;
  /** New employee: a first password to hand over, or an e-mailed link to set their own. */
  access: 'password' | 'invite';
  password: string;
}

const EMPTY: EmployeeFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  role: 'USER',
  active: true,
  access: 'invite',
  password: '',
};

function fromEmployee(employee: Employee): EmployeeFormValues {
  return {
    ...EMPTY,
    firstName: employee.firstName,
    lastName: employee.lastName,
    email: employee.email,
    phone: employee.phone ?? '',
    role: employee.role,
    active: employee.active,
  };
}

type EmployeeFormProps = {
  submitLabel: string;
  pending: boolean;
  cancel: ReactNode;
} & (
  | { mode: 'create'; onSubmit: (values: EmployeeCreateInput) => Promise<unknown> }
  | {
      mode: 'edit';
      employee: Employee;
      /** One's own account: the e-mail is changed by the system administrator only (spec §5). */
      self: boolean;
      onSubmit: (values: EmployeeUpdateInput) => Promise<unknown>;
    }
);

/** An employee: names, e-mail, phone, role and whether the account is active; a password or an invitation. */
export function EmployeeForm(props: EmployeeFormProps) {
  const { t } = useTranslation('employees');
  const editing = props.mode === 'edit';
  const initialValues = props.mode === 'edit' ? fromEmployee(props.employee) : EMPTY;
  const create = useSchemaForm({
    schema: employeeCreateSchema,
    initialValues,
    toInput: ({ access, password, ...fields }: EmployeeFormValues): EmployeeCreateInput => ({
      ...fields,
      sendInvite: access === 'invite',
      // An empty first password is a missing one (the schema says "required"), not a short one.
      ...(access === 'password' && password ? { password } : {}),
    }),
    onSubmit: (input) => (props.mode === 'create' ? props.onSubmit(input) : Promise.resolve()),
    pending: props.pending,
  });
  const update = useSchemaForm({
    schema: employeeUpdateSchema,
    initialValues,
    toInput: ({ access: _, password, ...fields }: EmployeeFormValues): EmployeeUpdateInput => ({
      ...fields,
      ...(password ? { password } : {}),
    }),
    onSubmit: (input) => (props.mode === 'edit' ? props.onSubmit(input) : Promise.resolve()),
    pending: props.pending,
  });
  // One form per mode, each checked with the API's schema for it.
  const { form, submit, formRef, field } = editing ? update : create;
  const { values, errors } = form;

  const text = (name: 'firstName' | 'lastName' | 'email' | 'phone') => ({
    ...field(name),
    label: t(`fields.${name}`),
    autoComplete: 'off',
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={props.submitLabel}>
      <Stack gap="lg">
        <Paper withBorder p="lg">
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...text('firstName')} required />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...text('lastName')} required />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                {...text('email')}
                type="email"
                required
                disabled={props.mode === 'edit' && props.self}
                description={props.mode === 'edit' && props.self ? t('ownEmailHint') : undefined}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...text('phone')} type="tel" />
            </Grid.Col>
            <Grid.Col span={12}>
              <Radio.Group
                label={t('fields.role')}
                value={values.role}
                onChange={(value) =>
                  form.setFieldValue('role', USER_ROLES.find((role) => role === value) ?? 'USER')
                }
                error={errors.role}
              >
                <Group mt={6} gap="lg">
                  {USER_ROLES.map((role) => (
                    <Radio
                      key={role}
                      value={role}
                      label={t(`roles.${role}`)}
                      description={t(`roleHints.${role}`)}
                    />
                  ))}
                </Group>
              </Radio.Group>
            </Grid.Col>
            <Grid.Col span={12}>
              <Checkbox
                label={t('fields.active')}
                description={t('activeHint')}
                {...form.getInputProps('active', { type: 'checkbox' })}
              />
            </Grid.Col>
          </Grid>
        </Paper>
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="md">
            {t('sections.access')}
          </Title>
          <Stack gap="md" maw={480}>
            {!editing && (
              <Radio.Group
                label={t('fields.access')}
                value={values.access}
                onChange={(value) =>
                  form.setFieldValue('access', value === 'password' ? 'password' : 'invite')
                }
              >
                <Stack mt={6} gap="xs">
                  <Radio value="invite" label={t('access.invite')} description={t('access.inviteHint')} />
                  <Radio
                    value="password"
                    label={t('access.password')}
                    description={t('access.passwordHint')}
                  />
                </Stack>
              </Radio.Group>
            )}
            {(editing || values.access === 'password') && (
              <PasswordInput
                label={editing ? t('fields.newPassword') : t('fields.password')}
                description={editing ? t('newPasswordHint') : undefined}
                autoComplete="new-password"
                required={!editing}
                {...field('password')}
                aria-invalid={errors.password ? true : undefined}
              />
            )}
          </Stack>
        </Paper>
        <FormActions submitLabel={props.submitLabel} pending={props.pending} cancel={props.cancel} />
      </Stack>
    </form>
  );
}
