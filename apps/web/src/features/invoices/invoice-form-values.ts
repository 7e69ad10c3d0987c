import {
  addCalendarDays,
  type ContractItem,
  DEFAULT_PAYMENT_TERM_DAYS,
  type Invoice,
  type InvoiceInput,
  type Language,
} from '@maxer/domain';
import { centsFromText } from '../../components/money-input.tsx';
import { quantityFromText, textFromCents, textFromQuantity } from '../../lib/form-text.ts';
import { type ContractItemFormValues, type DiscountFormValues, EMPTY_ITEM } from '../contracts/index.ts';

/**
 * The invoice form as typed and its conversions. The lines are held like a contract's own lines
 * (`items`, the same five types) so the contract editor's line section edits them.
 */
export interface InvoiceFormValues {
  customerId: string | null;
  /** The picked customer's label, shown before the customer search has loaded. */
  customerName: string;
  date: string;
  dueDate: string;
  header: string;
  footer: string;
  items: ContractItemFormValues[];
  includeVat: boolean;
  /** Empty: the company's rate. */
  vatRate: string;
}

export function emptyInvoiceForm(today: string, vatRate: number): InvoiceFormValues {
  return {
    customerId: null,
    customerName: '',
    date: today,
    dueDate: addCalendarDays(today, DEFAULT_PAYMENT_TERM_DAYS),
    header: '',
    footer: '',
    items: [{ ...EMPTY_ITEM }],
    includeVat: false,
    vatRate: textFromQuantity(vatRate),
  };
}

function discountInput(discount: DiscountFormValues) {
  if (discount.value.trim() === '') return { amount: null };
  return discount.kind === 'percent'
    ? { percent: quantityFromText(discount.value) }
    : { amount: centsFromText(discount.value) };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** One line as typed → the API's line; text that is no number becomes NaN for the schema to refuse. */
export function lineInput(line: ContractItemFormValues): ContractItem {
  const description = orNull(line.description);
  switch (line.type) {
    case 'item':
      return {
        type: 'item',
        description,
        quantity: quantityFromText(line.quantity) ?? Number.NaN,
        unitPrice: centsFromText(line.unitPrice) ?? Number.NaN,
      };
    case 'product':
      return {
        type: 'product',
        productId: line.productId,
        description,
        quantity: quantityFromText(line.quantity) ?? Number.NaN,
        unitPrice: centsFromText(line.unitPrice) ?? Number.NaN,
      };
    case 'text':
      return { type: 'text', text: orNull(line.text) };
    case 'discount':
      return { type: 'discount', description, ...discountInput(line.discount) };
    case 'subtotal':
      return { type: 'subtotal', description };
  }
}

export function invoiceInput(values: InvoiceFormValues): InvoiceInput {
  return {
    customerId: values.customerId ?? '',
    date: values.date,
    dueDate: values.dueDate,
    header: values.header || null,
    footer: values.footer || null,
    lines: values.items.map(lineInput),
    includeVat: values.includeVat,
    vatRate: values.vatRate.trim() === '' ? null : (quantityFromText(values.vatRate) ?? Number.NaN),
  };
}

function lineForm(line: ContractItem, language: Language): ContractItemFormValues {
  switch (line.type) {
    case 'item':
    case 'product':
      return {
        ...EMPTY_ITEM,
        type: line.type,
        productId: line.type === 'product' ? (line.productId ?? null) : null,
        description: line.description ?? '',
        quantity: textFromQuantity(line.quantity),
        unitPrice: textFromCents(line.unitPrice, language),
      };
    case 'text':
      return { ...EMPTY_ITEM, type: 'text', text: line.text ?? '' };
    case 'discount':
      return {
        ...EMPTY_ITEM,
        type: 'discount',
        description: line.description ?? '',
        discount:
          line.percent != null
            ? { kind: 'percent', value: textFromQuantity(line.percent) }
            : { kind: 'amount', value: textFromCents(line.amount, language) },
      };
    case 'subtotal':
      return { ...EMPTY_ITEM, type: 'subtotal', description: line.description ?? '' };
  }
}

export function invoiceFormValues(invoice: Invoice, language: Language): InvoiceFormValues {
  return {
    customerId: invoice.customer._id,
    customerName: `${invoice.customer.name} (${invoice.customer.number})`,
    date: invoice.date,
    dueDate: invoice.dueDate,
    header: invoice.header ?? '',
    footer: invoice.footer ?? '',
    items: invoice.lines.map((line) => lineForm(line, language)),
    includeVat: invoice.includeVat,
    vatRate: textFromQuantity(invoice.vatRate),
  };
}
