import type { CustomerType, Gender, Language } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { composeTemplateMail, genderWelcome, type MailValues } from '../../platform/mail/compose/index.ts';
import { findCompany } from '../company/index.ts';
import { contractMailValues, exampleMailValues, exampleValidUntil } from '../mail-templates/index.ts';
import { type SystemEmailPreviewValues, systemEmailText } from '../system-emails/index.ts';

export function reviewLink(publicUrl: string, language: Language, token: string) {
  return `${publicUrl}${language === 'en' ? '/en' : ''}/customers-reviews?token=${encodeURIComponent(token)}`;
}

/** A review has no last day: `valid_until` stays empty; this only satisfies the contract values' day. */
const NO_DAY = '1970-01-01';

/** Who the request is addressed to, and the job it is about (if any). */
export interface ReviewAddressee {
  contractId: string | null;
  customerName: string;
  email: string;
  customerType: CustomerType;
  gender: Gender | null;
  lastName: string;
}

async function reviewMailValues(
  db: Db,
  companyId: string,
  language: Language,
  to: ReviewAddressee,
  link: string,
): Promise<MailValues> {
  // A job fills its number and price as every contract e-mail does; the offer's own fields stay empty.
  const fromContract = to.contractId
    ? await contractMailValues(db, companyId, to.contractId, language, {
        offerLink: '',
        validUntil: NO_DAY,
        recipient: to.email,
      })
    : undefined;
  const company = (await findCompany(db, companyId))!.company;
  const base: MailValues = fromContract ?? {
    gender_welcome: '',
    name: '',
    email: '',
    contract_number: '',
    offer_link: '',
    valid_until: '',
    company_name: company.name,
    review_link: '',
    total: '',
    invoice_number: '',
    due_date: '',
    open_amount: '',
    paid_amount: '',
  };
  return {
    ...base,
    gender_welcome: genderWelcome(to, language),
    name: to.customerName,
    email: to.email,
    valid_until: '',
    review_link: link,
  };
}

/** The review request: the company's REVIEW_REQUEST text in the link's language, or the built-in one. */
export async function reviewRequestMail(
  db: Db,
  companyId: string,
  language: Language,
  to: ReviewAddressee,
  link: string,
) {
  const text = await systemEmailText(db, companyId, 'REVIEW_REQUEST', language);
  return composeTemplateMail(text, await reviewMailValues(db, companyId, language, to, link));
}

/** A preview's link: the page's address with a sample token (the real one exists once sent). */
function previewLink(publicUrl: string, language: Language) {
  return reviewLink(publicUrl, language, 'example');
}

/** The values a REVIEW_REQUEST preview is filled with: one of the company's jobs, or example values. */
export const reviewRequestPreviewValues: SystemEmailPreviewValues = async (db, input) => {
  const link = previewLink(input.publicUrl, input.language);
  const values = input.contractId
    ? await contractMailValues(db, input.companyId, input.contractId, input.language, {
        offerLink: '',
        validUntil: NO_DAY,
      })
    : await exampleMailValues(db, input.companyId, input.language, {
        offerLink: '',
        validUntil: exampleValidUntil(input.now, input.timeZone),
      });
  return values && { ...values, valid_until: '', review_link: link };
};
