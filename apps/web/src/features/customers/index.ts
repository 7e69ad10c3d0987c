// The customers feature's public face: what other features may use of it (ADR 031).
export { customerKeys, useCustomerQuery, useCustomersQuery } from './api.ts';
export { CustomerPicker } from './components/customer-picker.tsx';
export { type CustomerFormValues, customerInput, EMPTY_CUSTOMER } from './customer-form-values.ts';
