import {
  activitySchema,
  addressSchema,
  appliedDiscountSchema,
  authResponseSchema,
  cleaningPricingSchema,
  commentSchema,
  companySchema,
  contractAnswerSchema,
  contractInputSchema,
  contractItemPriceSchema,
  contractSchema,
  contractServiceSchema,
  contractStatusInputSchema,
  contractStatusSchema,
  contractSummarySchema,
  countedLinePriceSchema,
  countedLineSchema,
  customerInputSchema,
  customerSchema,
  daySchema,
  discountSchema,
  disposalPricingSchema,
  emailEventSchema,
  employeeSchema,
  invoiceInputSchema,
  invoiceMailSchema,
  invoiceSchema,
  invoiceSummarySchema,
  itemInputSchema,
  itemSchema,
  labelsSchema,
  mailMessageSchema,
  mailPreviewSchema,
  mailTemplateInputSchema,
  mailTemplateSchema,
  offerSchema,
  paymentSchema,
  pdfComponentInputSchema,
  pdfComponentSchema,
  priceBreakdownSchema,
  profileSchema,
  publicOfferSchema,
  questionOptionSchema,
  questionSchema,
  relocationPriceSchema,
  relocationPricingSchema,
  serviceDiscountsSchema,
  servicePriceSchema,
  serviceSchema,
  storedAddressSchema,
  storedCleaningDetailsSchema,
  storedRelocationDetailsSchema,
  systemEmailInputSchema,
  systemEmailSchema,
  userInfoSchema,
  vehicleInputSchema,
  vehicleSchema,
} from '@maxer/domain';
import { z } from 'zod';
import { apiErrorSchema } from './schemas.ts';

/**
 * The domain's schemas that several routes (or several places of one route) use, by the name they have in
 * `components.schemas` of the API description. Every route schema that contains one of them refers to it
 * with `$ref` instead of repeating it (decision 036). Request and response schemas are described apart
 * (`fastify-type-provider-zod` names the request form `<name>Input`), so a request body's name must not end
 * in `Input`: it would collide with the request form of the response schema of the same name.
 * Only bodies and responses: query strings and path parameters are spelled out as parameters.
 */
const COMPONENTS: Record<string, z.ZodType> = {
  ApiError: apiErrorSchema,
  Activity: activitySchema,
  Address: addressSchema,
  AppliedDiscount: appliedDiscountSchema,
  AuthResponse: authResponseSchema,
  CleaningPricing: cleaningPricingSchema,
  Comment: commentSchema,
  Company: companySchema,
  Contract: contractSchema,
  ContractAnswer: contractAnswerSchema,
  ContractChange: contractInputSchema,
  ContractItemPrice: contractItemPriceSchema,
  ContractService: contractServiceSchema,
  ContractStatus: contractStatusSchema,
  ContractStatusChange: contractStatusInputSchema,
  ContractSummary: contractSummarySchema,
  CountedLine: countedLineSchema,
  CountedLinePrice: countedLinePriceSchema,
  Customer: customerSchema,
  CustomerChange: customerInputSchema,
  Day: daySchema,
  Discount: discountSchema,
  DisposalPricing: disposalPricingSchema,
  EmailEvent: emailEventSchema,
  Employee: employeeSchema,
  Invoice: invoiceSchema,
  InvoiceChange: invoiceInputSchema,
  InvoiceMail: invoiceMailSchema,
  InvoiceSummary: invoiceSummarySchema,
  Item: itemSchema,
  ItemChange: itemInputSchema,
  Labels: labelsSchema,
  MailMessage: mailMessageSchema,
  MailPreview: mailPreviewSchema,
  MailTemplate: mailTemplateSchema,
  MailTemplateChange: mailTemplateInputSchema,
  Offer: offerSchema,
  Payment: paymentSchema,
  PdfComponent: pdfComponentSchema,
  PdfComponentChange: pdfComponentInputSchema,
  PriceBreakdown: priceBreakdownSchema,
  Profile: profileSchema,
  PublicOffer: publicOfferSchema,
  Question: questionSchema,
  QuestionOption: questionOptionSchema,
  RelocationPrice: relocationPriceSchema,
  RelocationPricing: relocationPricingSchema,
  Service: serviceSchema,
  ServiceDiscounts: serviceDiscountsSchema,
  ServicePrice: servicePriceSchema,
  StoredAddress: storedAddressSchema,
  StoredCleaningDetails: storedCleaningDetailsSchema,
  StoredRelocationDetails: storedRelocationDetailsSchema,
  SystemEmail: systemEmailSchema,
  SystemEmailChange: systemEmailInputSchema,
  UserInfo: userInfoSchema,
  Vehicle: vehicleSchema,
  VehicleChange: vehicleInputSchema,
};

/**
 * The registry the API description reads names from: one per app, so nothing global is changed and a
 * module evaluated twice (tests) cannot leave a stale schema under a name.
 */
export function apiComponentRegistry() {
  const registry = z.registry<{ id?: string; [key: string]: unknown }>();
  for (const [id, schema] of Object.entries(COMPONENTS)) registry.add(schema, { id });
  return registry;
}

type Json = unknown;

/** `#/components/schemas/X` references anywhere in `value`. */
function collectRefs(value: Json, into: Set<string>) {
  if (Array.isArray(value)) for (const entry of value) collectRefs(entry, into);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')) {
        into.add(child.slice('#/components/schemas/'.length));
      } else collectRefs(child, into);
    }
  }
}

/**
 * Keeps only the component schemas the operations reach: every registered schema is generated in a
 * request and a response form, most are used in one of them only.
 */
export function pruneUnusedSchemas<
  T extends { paths?: unknown; components?: { schemas?: Record<string, Json> } },
>(document: T): T {
  const schemas = document.components?.schemas;
  if (!schemas) return document;
  const reached = new Set<string>();
  collectRefs(document.paths, reached);
  const pending = [...reached];
  while (pending.length > 0) {
    const found = new Set<string>();
    collectRefs(schemas[pending.pop()!], found);
    for (const name of found) {
      if (!reached.has(name)) {
        reached.add(name);
        pending.push(name);
      }
    }
  }
  const kept = Object.fromEntries(
    Object.keys(schemas)
      .filter((name) => reached.has(name))
      .sort()
      .map((name) => [name, schemas[name]]),
  );
  return { ...document, components: { ...document.components, schemas: kept } };
}
