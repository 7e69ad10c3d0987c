import type { Customer, CustomerInput, CustomerType, Gender } from '@maxer/domain';
import { DEFAULT_COUNTRY } from '../../lib/countries.ts';

/** The customer form as typed: text fields hold text, "no salutation" is ''. */
export interface CustomerFormValues {
  gender: Gender | '';
  firstName: string;
  lastName: string;
  customerType: CustomerType;
  companyName: string;
  email: string;
  phone: string;
  street: string;
  streetNumber: string;
  zipCode: string;
  city: string;
  country: string;
  origin: string;
}

export const EMPTY_CUSTOMER: CustomerFormValues = {
  gender: '',
  firstName: '',
  lastName: '',
  customerType: 'PERSON',
  companyName: '',
  email: '',
  phone: '',
  street: '',
  streetNumber: '',
  zipCode: '',
  city: '',
  country: DEFAULT_COUNTRY,
  origin: '',
};

export function customerFormValues(customer: Customer): CustomerFormValues {
  return {
    gender: customer.gender ?? '',
    firstName: customer.firstName ?? '',
    lastName: customer.lastName,
    customerType: customer.customerType,
    companyName: customer.companyName ?? '',
    email: customer.email ?? '',
    phone: customer.phone ?? '',
    street: customer.street ?? '',
    streetNumber: customer.streetNumber ?? '',
    zipCode: customer.zipCode ?? '',
    city: customer.city ?? '',
    country: customer.country,
    origin: customer.origin ?? '',
  };
}

/** What the schema checks: a private person has no company name, even one typed before switching. */
export function customerInput(values: CustomerFormValues): CustomerInput {
  return {
    ...values,
    gender: values.gender || null,
    companyName: values.customerType === 'COMPANY' ? values.companyName : null,
  };
}
