import { z } from 'zod';
import { emailSchema } from '../auth.schemas.ts';
import { listQuerySchema } from '../lists/list-query.ts';
import { USER_ROLES } from '../roles.ts';
import { newPasswordSchema } from './password.ts';

const name = z
  .string()
  .trim()
  .min(1, { error: 'error_field_required' })
  .max(100, { error: 'error_field_invalid' });
const phone = z
  .string()
  .trim()
  .max(50, { error: 'error_field_invalid' })
  .nullish()
  .transform((value) => value || null);

const employeeFields = {
  firstName: name,
  lastName: name,
  email: emailSchema,
  phone,
  role: z.enum(USER_ROLES, { error: 'error_field_invalid' }).default('USER'),
  active: z.boolean().default(true),
};

/**
 * A new employee (a user of the company): either with a first password the owner hands over, or
 * invited by an e-mailed link to set their own.
 */
export const employeeCreateSchema = z
  .object({
    ...employeeFields,
    password: newPasswordSchema.optional(),
    sendInvite: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (!value.sendInvite && !value.password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'error_field_required' });
    }
  });
export type EmployeeCreateInput = z.input<typeof employeeCreateSchema>;

/** Changes to an employee; a new password is optional (set by the owner). */
export const employeeUpdateSchema = z.object({
  ...employeeFields,
  password: newPasswordSchema.optional(),
});
export type EmployeeUpdateInput = z.input<typeof employeeUpdateSchema>;

export const employeeSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string(),
  phone: z.string().nullable(),
  role: z.enum(USER_ROLES),
  active: z.boolean(),
  registeredAt: z.string(),
  lastSeenAt: z.string().nullable(),
});
export type Employee = z.infer<typeof employeeSchema>;

/** What ending an employee's sessions did: how many of their sessions were open and are now ended. */
export const employeeSessionsEndedSchema = z.object({ ended: z.number().int().min(0) });
export type EmployeeSessionsEnded = z.infer<typeof employeeSessionsEndedSchema>;

export const EMPLOYEE_SORTS = ['lastName', 'email', 'role', 'registeredAt', 'lastSeenAt'] as const;
export const employeeListQuerySchema = listQuerySchema(EMPLOYEE_SORTS, 'lastName').extend({
  role: z.enum(USER_ROLES).optional(),
  active: z.enum(['true', 'false']).optional(),
});
