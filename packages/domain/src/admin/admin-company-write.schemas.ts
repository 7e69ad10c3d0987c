import { z } from 'zod';
import { employeeUpdateSchema } from '../accounts/employee.schemas.ts';
import { companyNameSchema, companySchema, companyUpdateFieldsSchema } from '../workspace/company.schemas.ts';

/**
 * The name of a company the platform admin creates or renames: the company settings' rules, at most
 * 100 characters (issue 14); unique ignoring case and surrounding spaces (checked by the server).
 */
export const adminCompanyNameSchema = companyNameSchema.refine((value) => value.length <= 100, {
  error: 'error_company_name_invalid',
});

/**
 * The company fields the platform admin sets (spec §3 "Company"), with the field rules of the company's
 * own settings: website, IBAN, countries allowed to sign in, number starts, the reject button and the
 * package. Logo, colours, header and footer and the terms the company sets itself.
 */
export const adminCompanyFieldsSchema = companyUpdateFieldsSchema
  .pick({
    website: true,
    frontendUrl: true,
    iban: true,
    allowedLoginCountries: true,
    contractNumberStart: true,
    customerNumberStart: true,
    hideRejectOfferButton: true,
  })
  .extend({
    name: adminCompanyNameSchema,
    /** The package it subscribes to; none chosen: 'There is no Package'. */
    packageId: z.uuid({ error: 'error_no_package' }),
  });
export type AdminCompanyFieldsInput = z.input<typeof adminCompanyFieldsSchema>;
export type AdminCompanyFields = z.output<typeof adminCompanyFieldsSchema>;

const ownerFields = employeeUpdateSchema.pick({ firstName: true, lastName: true, email: true });

/** A new company with its first OWNER, who is invited by e-mail to set a password. */
export const adminCompanyCreateSchema = adminCompanyFieldsSchema.extend({
  owner: ownerFields,
});
export type AdminCompanyCreateInput = z.input<typeof adminCompanyCreateSchema>;
export type AdminCompanyCreate = z.output<typeof adminCompanyCreateSchema>;

/** Switch a company on or off. */
export const adminCompanyActiveSchema = z.object({ active: z.boolean({ error: 'error_field_invalid' }) });

/** One company as the platform admin sees it: its settings, its package and price, its owners. */
export const adminCompanyDetailSchema = companySchema.extend({
  package: z
    .object({
      _id: z.string(),
      name: z.string(),
      priceCents: z.number().int(),
      maxUsers: z.number().int().nullable(),
    })
    .nullable(),
  owners: z.array(
    z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  ),
  createdAt: z.string(),
});
export type AdminCompanyDetail = z.infer<typeof adminCompanyDetailSchema>;
