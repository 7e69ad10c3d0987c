// The customers feature's public face: what other features may use of it (ADR 031).
export { customerName } from './customer-name.ts';
export { type CustomerRow, findCustomer } from './customers.repo.ts';
export { createCustomerInTransaction } from './customers.service.ts';
export { findOrCreateCustomerByEmail } from './inquiry-customer.ts';
