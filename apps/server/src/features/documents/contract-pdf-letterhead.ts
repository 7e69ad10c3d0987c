import { plainTextBlocks, richTextBlocks } from '@maxer/domain';
import { genderWelcome } from '../../platform/mail/compose/index.ts';
import type { ContractPdfContext } from './contract-pdf-context.ts';
import { CONTENT_WIDTH, MARGIN, MUTED_COLOR, SMALL_SIZE } from './pdf-layout.ts';
import { drawCompanyLetterhead } from './pdf-letterhead.ts';

/** The first page's top: letterhead, addressee and the document's facts. */
export function drawLetterhead({ input, labels, accent, pdf, format }: ContractPdfContext): void {
  const { contract, company, customer } = input;
  const { date } = format;
  const { doc, style, text, space } = pdf;

  drawCompanyLetterhead(pdf, { name: company.name, website: company.website, logo: input.logo, accent });
  space(18);

  // The addressee left, the document's facts right.
  const blockTop = doc.y;
  const asCompany = customer.customerType === 'COMPANY' && !!customer.companyName;
  const addressee = [
    asCompany ? customer.companyName : [customer.firstName, customer.lastName].filter(Boolean).join(' '),
    [customer.street, customer.streetNumber].filter(Boolean).join(' '),
    [customer.zipCode, customer.city].filter(Boolean).join(' '),
    customer.country !== 'CH' ? customer.country : null,
    customer.email,
    customer.phone,
  ].filter((entry): entry is string => !!entry);
  style('regular', 10);
  text(addressee.join('\n'), MARGIN.left, blockTop, { width: 250, lineGap: 1.5 });
  const addresseeBottom = doc.y;
  let factY = blockTop;
  for (const [name, value] of [
    [labels.offerNumber, String(contract.number)],
    [labels.date, date(input.printedAt)],
    [labels.customerNumber, String(contract.customer.number)],
  ] as const) {
    style('regular', SMALL_SIZE, MUTED_COLOR);
    text(name, MARGIN.left + 300, factY, { width: 90 });
    style('regular', 9);
    text(value, MARGIN.left + 390, factY, { width: CONTENT_WIDTH - 390, align: 'right' });
    factY = doc.y + 2;
  }
  doc.y = Math.max(addresseeBottom, factY) + 22;
}

/** Title, the move in a line, and the header text; returns the placeholders the footer fills too. */
export function drawIntro({ input, labels, accent, pdf }: ContractPdfContext) {
  const { contract, company, customer, language } = input;
  const { style, text, richText, space, doc } = pdf;

  style('bold', 16, accent);
  text(`${labels.offer} ${contract.number}`, MARGIN.left, doc.y, { width: CONTENT_WIDTH });
  const fromCity = contract.moveOut?.city;
  const toCity = contract.moveIn?.city;
  if (fromCity && toCity) {
    style('regular', 10, MUTED_COLOR);
    text(labels.moveFromTo(fromCity, toCity), MARGIN.left, doc.y + 2, { width: CONTENT_WIDTH });
  }
  space(12);
  const placeholders = {
    gender_welcome: genderWelcome(customer, language),
    name: contract.customer.name,
    email: contract.customer.email ?? '',
  };
  const header = company.header ? richTextBlocks(company.header) : [];
  if (header.length > 0) richText(header, placeholders);
  else richText(plainTextBlocks(`${placeholders.gender_welcome},\n\n${labels.intro}`));
  return placeholders;
}
