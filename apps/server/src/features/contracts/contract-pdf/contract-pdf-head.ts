import { fillPlaceholders, genderWelcome } from '../../../platform/mail/compose/index.ts';
import { addressLines, drawDocumentHead, drawOpening, vatNumberLine } from '../../../platform/pdf/index.ts';
import type { ContractPdfContext } from './contract-pdf-context.ts';

/**
 * The first page's top (platform/pdf's document head: letterhead, addressee with e-mail and phone,
 * the offer's facts, title with the move in a line) and the header text; returns how the footer
 * fills its placeholders too.
 */
export function drawHead({
  input,
  labels,
  accent,
  pdf,
  format,
}: ContractPdfContext): (text: string) => string {
  const { contract, company, customer, language } = input;
  const fromCity = contract.moveOut?.city;
  const toCity = contract.moveIn?.city;
  drawDocumentHead(pdf, {
    company: {
      name: company.name,
      website: company.website,
      logo: input.logo,
      address: company.senderAddress ?? [],
      legal: vatNumberLine(company.vatNumber ?? null, language),
    },
    accent,
    address: [...addressLines(customer), customer.email, customer.phone].filter(
      (entry): entry is string => !!entry,
    ),
    facts: [
      [labels.offerNumber, String(contract.number)],
      [labels.date, format.date(input.printedAt)],
      [labels.customerNumber, String(contract.customer.number)],
    ],
    title: `${labels.offer} ${contract.number}`,
    subtitle: fromCity && toCity ? labels.moveFromTo(fromCity, toCity) : null,
  });
  const greeting = genderWelcome(customer, language);
  const placeholders = {
    gender_welcome: greeting,
    name: contract.customer.name,
    email: contract.customer.email ?? '',
  };
  const fill = (text: string) => fillPlaceholders(text, placeholders);
  drawOpening(pdf, { header: company.header, greeting, intro: labels.intro, fill });
  return fill;
}
