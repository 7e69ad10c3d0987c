import { z } from 'zod';
import {
  checkPostcode,
  postalAddressInputShape,
  postalAddressShape,
} from '../addresses/postal-address.schemas.ts';
import { listQuerySchema } from '../lists/list-query.ts';

export const GENDERS = ['MALE', 'FEMALE'] as const;
export type Gender = (typeof GENDERS)[number];
export const CUSTOMER_TYPES = ['PERSON', 'COMPANY'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

const text = (max: number) => z.string().trim().max(max, { error: 'error_field_invalid' });
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => value || null);

/** A customer as the office enters it; the same schema checks the form and the API. */
export const customerInputSchema = z
  .object({
    gender: z
      .enum(GENDERS, { error: 'error_field_invalid' })
      .nullish()
      .transform((value) => value ?? null),
    firstName: optionalText(100),
    lastName: text(100).min(1, { error: 'error_field_required' }),
    customerType: z.enum(CUSTOMER_TYPES, { error: 'error_field_invalid' }).default('PERSON'),
    companyName: optionalText(200),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.union([z.literal(''), z.email({ error: 'error_email_invalid' }).max(254)]))
      .nullish()
      .transform((value) => value || null),
    phone: optionalText(50),
    ...postalAddressInputShape,
    origin: optionalText(100),
  })
  .superRefine((value, ctx) => {
    if (value.customerType === 'COMPANY' && !value.companyName) {
      ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'error_field_required' });
    }
    checkPostcode(value, ctx);
  });
export type CustomerInput = z.input<typeof customerInputSchema>;
export type CustomerValues = z.output<typeof customerInputSchema>;

export const personRefSchema = z.object({ _id: z.string(), name: z.string() });

export const customerSchema = z.object({
  _id: z.string(),
  number: z.number().int(),
  gender: z.enum(GENDERS).nullable(),
  firstName: z.string().nullable(),
  lastName: z.string(),
  customerType: z.enum(CUSTOMER_TYPES),
  companyName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  ...postalAddressShape,
  origin: z.string().nullable(),
  createdBy: personRefSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

export const CUSTOMER_SORTS = ['number', 'lastName', 'city', 'createdAt'] as const;
export const customerListQuerySchema = listQuerySchema(CUSTOMER_SORTS, 'lastName').extend({
  customerType: z.enum(CUSTOMER_TYPES).optional(),
});

/** How a customer is named in lists and documents. */
export function customerDisplayName(
  customer: Pick<Customer, 'firstName' | 'lastName' | 'customerType' | 'companyName'>,
) {
  const person = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return customer.customerType === 'COMPANY' && customer.companyName ? customer.companyName : person;
}
