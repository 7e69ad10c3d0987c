/**
 * The pricing engine (pricing.md, issue 4): one pure module, no I/O, shared by the server (the
 * contract's `price`, the PDF, the acceptance snapshot) and the browser (the live price panel, the
 * customer choosing services), so all of them show the same numbers.
 *
 * Use: `pricingInputSchema.safeParse(input)` → `computePrice(values)` → `PriceBreakdown`;
 * `createPriceSnapshot({ ...values, acceptedServices })` when an offer is accepted;
 * `jobPrice(contract, acceptedSnapshot)` for the price of a job now (offered, or as accepted), which
 * every screen, list, document, e-mail and invoice shows; `formatServicePrice` / `formatPriceRange`
 * for documents.
 *
 * Representation
 * - Money is an integer of cents (Rappen) in every input and output field, whatever its name
 *   (`hourPrice`, `flatRate`, `unitPrice`, `amount`, …). Never a floating-point amount.
 * - Quantities (hours, m³, counts) and percentages (discounts, VAT rate: 7.7 means 7.7 %) are plain
 *   decimal numbers as people type them, with at most two places (schemas refuse 4.505). The engine turns
 *   each into integer hundredths once (`toHundredths`, exact for such numbers) and multiplies money with
 *   integers only: round(cents × hundredths / 100), round(cents × percentHundredths / 10'000), with
 *   BigInt for the product, halves away from zero. Sums of cents are exact because validation keeps every
 *   line, bound and total at most MAX_PRICE_CENTS.
 * - Rounding happens where a product is formed: per relocation bound (hour price × hours), per m³ price,
 *   per line, per discount, per VAT amount; the payable gross is then rounded to 5 Rappen for CHF (1 cent,
 *   i.e. unchanged, otherwise) and the difference is the rounding line.
 *
 * Choices where pricing.md is silent
 * - An unset relocation price type prices as hourly. Relocation is offered when a price input of its type
 *   is set (hour price or an extra for hourly/maxPrice; flat rate, both m³ fields or an extra for
 *   flatRate); fields of the other types are ignored. maxPrice without an amount caps nothing.
 * - Disposal by volume needs both the price per m³ and the volume; select cleaning without a price and
 *   a discount on a service that is not offered count as nothing.
 * - `expectedPrice` is the relocation's high bound before its discount.
 * - Contract item discounts and subtotals work on the running sum of the contract items only (services,
 *   special products and packing materials are separate sections of the document); a discount that makes
 *   that sum negative is invalid, like a service discount that makes a bound negative.
 * - With VAT included, VAT is computed from the unrounded gross; in both modes net + vat = the unrounded
 *   gross, and that + rounding = the payable gross. Adding VAT to a net amount and taking it out of the
 *   result again gives back exactly the same net and VAT; the other way round agrees within 1 cent.
 * - Accepted services absent: every offered service counts. Given: at least one, each offered, each
 *   once. The rules on computed prices (pricingIssues) run only on input whose fields are all valid.
 * - A range on documents with a cost ceiling reads "CHF 1'080.00 – 1'440.00, max. CHF 1'500.00".
 */
// The public API; the per-service helpers and the arithmetic stay inside the module.
export { hasAtMostTwoDecimals } from './arithmetic.ts';
export * from './breakdown.ts';
export * from './compute.ts';
export * from './display.ts';
export * from './job-price.ts';
// Invoices use the same five line types, VAT and rounding (pricing.md "Invoices").
export { priceContractItems, priceCountedLines } from './lines.ts';
export { roundingStep, roundToStep } from './rounding.ts';
export * from './schemas.ts';
export * from './snapshot.ts';
export * from './validation.ts';
export * from './vat.ts';
export * from './worked-hours.ts';
