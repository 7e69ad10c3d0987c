import type { Session } from '../../testing/index.ts';

/** The platform's creditor data as a deployment sets it (QR-IBAN: invoices carry QR references). */
export const BILLING_ENV = {
  PLATFORM_BILLING_NAME: 'Maxer AG',
  PLATFORM_BILLING_STREET: 'Bahnhofstrasse',
  PLATFORM_BILLING_HOUSE_NUMBER: '1',
  PLATFORM_BILLING_POSTCODE: '8001',
  PLATFORM_BILLING_TOWN: 'Zürich',
  PLATFORM_BILLING_IBAN: 'CH44 3199 9123 0008 8901 2',
  PLATFORM_BILLING_VAT_NUMBER: 'CHE-123.456.788',
};

export const ADMIN_HOST = 'admin.localhost';

/** A company's postal address, complete for the QR-bill's debtor. */
export const COMPANY_ADDRESS = {
  street: 'Seeweg',
  streetNumber: '12a',
  zipCode: '3000',
  city: 'Bern',
  country: 'CH',
};

export type Call = (
  session: Session,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  language?: string,
) => Promise<import('fastify').LightMyRequestResponse>;
