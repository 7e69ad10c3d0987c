import { formatMoney, type Language } from '@maxer/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { findCompany } from '../company/company.repo.ts';
import { findContract } from '../contracts/contracts.repo.ts';
import { genderWelcome } from '../documents/placeholders.ts';
import { formatDay } from '../offers/offer-mails.ts';
import type { MailValues } from './mail-render.ts';

/**
 * The placeholders' values for one of the company's contracts, in the mail's language; undefined
 * when the contract is not the company's. `total` is the accepted price once there is one, else the
 * contract's highest price.
 */
export async function contractMailValues(
  db: Db,
  companyId: string,
  contractId: string,
  language: Language,
  extra: { offerLink: string; validUntil: string; recipient?: string; totalCents?: number },
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
  return {
    gender_welcome: genderWelcome(customer!, language),
    name: contract.customer.name,
    email: extra.recipient ?? contract.customer.email ?? '',
    contract_number: String(contract.number),
    offer_link: extra.offerLink,
    valid_until: formatDay(extra.validUntil, language),
    company_name: company!.company.name,
    // Reviews do not exist yet: the placeholder is allowed and stays empty.
    review_link: '',
    total: formatMoney(extra.totalCents ?? contract.grossHigh, language, contract.currency),
    // An offer has no invoice yet: the invoice placeholders stay empty (invoice-mails fills them).
    invoice_number: '',
    due_date: '',
  };
}
