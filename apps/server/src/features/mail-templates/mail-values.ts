import { addCalendarDays, calendarDayIn, formatPriceRange, type Language } from '@maxer/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { formatMailDay, genderWelcome, type MailValues } from '../../platform/mail/compose/index.ts';
import { findCompany } from '../company/index.ts';
import { contractPrice, findContract } from '../contracts/index.ts';

/** How long an example offer in a preview stays open, from today in the company's time zone. */
const EXAMPLE_VALID_DAYS = 14;

/** The last day of an example offer in a preview: today in the company's time zone, plus 14 days. */
export function exampleValidUntil(now: Date, timeZone: string): string {
  return addCalendarDays(calendarDayIn(now, timeZone), EXAMPLE_VALID_DAYS);
}

/**
 * The placeholders' values for one of the company's contracts, in the mail's language; undefined
 * when the contract is not the company's. `total` is the job's price now (the accepted price once
 * there is one), written as the company's documents write a range (`pdfRelocationPriceType`; a fixed
 * price is one amount).
 */
export async function contractMailValues(
  db: Db,
  companyId: string,
  contractId: string,
  language: Language,
  extra: { offerLink: string; validUntil: string; recipient?: string },
): Promise<MailValues | undefined> {
  const contract = await findContract(db, companyId, contractId);
  if (!contract) return undefined;
  const [[customer], company] = await Promise.all([
    db
      .select({
        gender: customers.gender,
        customerType: customers.customerType,
        lastName: customers.lastName,
      })
      .from(customers)
      .where(and(eq(customers.companyId, companyId), eq(customers.id, contract.customer.id))),
    findCompany(db, companyId),
  ]);
  const { grossLow, grossHigh, currency } = contractPrice(contract).breakdown;
  const { pdfRelocationPriceType } = company!.company;
  return {
    gender_welcome: genderWelcome(customer!, language),
    name: contract.customer.name,
    email: extra.recipient ?? contract.customer.email ?? '',
    contract_number: String(contract.number),
    offer_link: extra.offerLink,
    valid_until: formatMailDay(extra.validUntil, language),
    company_name: company!.company.name,
    // Reviews do not exist yet: the placeholder is allowed and stays empty.
    review_link: '',
    total: formatPriceRange(grossLow, grossHigh, { type: pdfRelocationPriceType, language, currency }),
    // An offer has no invoice yet: the invoice placeholders stay empty (invoice-mails fills them).
    invoice_number: '',
    due_date: '',
    open_amount: '',
    paid_amount: '',
  };
}

/** An invented customer and job for a preview without one of the company's contracts. */
const EXAMPLE = { firstName: 'Erika', lastName: 'Muster', number: '1001', totalCents: 185_000 };

/**
 * The placeholders' values for a preview without a contract: an example customer and price, the
 * company's own name and currency. Undefined when the company does not exist.
 */
export async function exampleMailValues(
  db: Db,
  companyId: string,
  language: Language,
  extra: { offerLink: string; validUntil: string },
): Promise<MailValues | undefined> {
  const company = await findCompany(db, companyId);
  if (!company) return undefined;
  return {
    gender_welcome: genderWelcome(
      { customerType: 'PERSON', gender: 'FEMALE', lastName: EXAMPLE.lastName },
      language,
    ),
    name: `${EXAMPLE.firstName} ${EXAMPLE.lastName}`,
    email: 'erika.muster@example.ch',
    contract_number: EXAMPLE.number,
    offer_link: extra.offerLink,
    valid_until: formatMailDay(extra.validUntil, language),
    company_name: company.company.name,
    review_link: '',
    total: formatPriceRange(EXAMPLE.totalCents, EXAMPLE.totalCents, {
      type: company.company.pdfRelocationPriceType,
      language,
      currency: company.company.currency,
    }),
    invoice_number: '',
    due_date: '',
    open_amount: '',
    paid_amount: '',
  };
}
