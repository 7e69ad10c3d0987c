import { describe, expect, it } from 'vitest';
import { calendarDayIn } from '../time/zoned-time.ts';
import { invoiceInputSchema } from './invoice.schemas.ts';
import { addCalendarDays, computeInvoiceTotals, invoiceState, unpaidAmount } from './invoice-totals.ts';
import { paymentInputSchema } from './payment.schemas.ts';

const lines = [
  { type: 'item', description: 'Umzug', quantity: 2, unitPrice: 15_000 },
  { type: 'text', text: 'Inklusive Material' },
  { type: 'subtotal', description: 'Zwischensumme' },
  { type: 'discount', description: 'Treue', percent: 10 },
] as const;

describe('invoice totals', () => {
  it('adds VAT to net lines and rounds the total to 5 Rappen', () => {
    const totals = computeInvoiceTotals({
      lines: [...lines],
      includeVat: false,
      vatRate: 7.7,
      currency: 'CHF',
    });
    // 2 × 150.00 = 300.00; −10 % = 270.00; VAT 7.7 % = 20.79; 290.79 → 290.80.
    expect(totals.lines.map((line) => line.amount)).toEqual([30_000, null, null, -3_000]);
    expect(totals.lines[2]!.runningTotal).toBe(30_000);
    expect(totals).toMatchObject({ subtotal: 27_000, net: 27_000, vat: 2_079, rounding: 1, total: 29_080 });
  });

  it('takes VAT out of gross lines when VAT is included', () => {
    const totals = computeInvoiceTotals({
      lines: [...lines],
      includeVat: true,
      vatRate: 7.7,
      currency: 'CHF',
    });
    // 270.00 × 7.7 / 107.7 = 19.30
    expect(totals).toMatchObject({ subtotal: 27_000, net: 25_070, vat: 1_930, rounding: 0, total: 27_000 });
  });

  it("rounds 2'907.36 down to 2'907.35 in CHF and leaves cents in EUR", () => {
    const one = [{ type: 'item', quantity: 1, unitPrice: 290_736 }] as const;
    expect(
      computeInvoiceTotals({ lines: [...one], includeVat: true, vatRate: 0, currency: 'CHF' }),
    ).toMatchObject({ total: 290_735, rounding: -1 });
    expect(
      computeInvoiceTotals({ lines: [...one], includeVat: true, vatRate: 0, currency: 'EUR' }),
    ).toMatchObject({ total: 290_736, rounding: 0 });
  });

  it('prices a fixed discount and products like contract items', () => {
    const totals = computeInvoiceTotals({
      lines: [
        { type: 'product', productId: 'p1', description: 'Karton', quantity: 20, unitPrice: 350 },
        { type: 'discount', amount: 1_000 },
      ],
      includeVat: false,
      vatRate: 8.1,
      currency: 'CHF',
    });
    // 70.00 − 10.00 = 60.00; VAT 8.1 % = 4.86; 64.86 → 64.85
    expect(totals).toMatchObject({ net: 6_000, vat: 486, total: 6_485 });
  });
});

describe('paid, unpaid and overdue', () => {
  const invoice = { total: 10_000, paid: 0, dueDate: '2026-03-31' };
  it('is unpaid up to and including the due date, overdue the day after', () => {
    expect(invoiceState(invoice, '2026-03-31')).toBe('unpaid');
    expect(invoiceState(invoice, '2026-04-01')).toBe('overdue');
  });
  it('is paid when payments cover the total, even after the due date', () => {
    expect(invoiceState({ ...invoice, paid: 10_000 }, '2027-01-01')).toBe('paid');
    expect(invoiceState({ ...invoice, paid: 9_995 }, '2026-03-01')).toBe('unpaid');
    expect(unpaidAmount(10_000, 2_500)).toBe(7_500);
  });
  it('is paid at once when the total is zero (pricing.md: paid when unpaid is 0)', () => {
    expect(invoiceState({ total: 0, paid: 0, dueDate: '2026-01-01' }, '2026-06-01')).toBe('paid');
  });
  it('takes today in the company’s time zone', () => {
    // 22:30 UTC on 31 March is already 1 April in Zurich (CEST, UTC+2), still 31 March in UTC.
    const at = new Date('2026-03-31T22:30:00Z');
    expect(calendarDayIn(at, 'Europe/Zurich')).toBe('2026-04-01');
    expect(calendarDayIn(at, 'UTC')).toBe('2026-03-31');
    // More spellings of zones (any case, fixed offsets) than formatters are kept: the days stay right
    // after the kept ones started over.
    for (let minutes = 0; minutes < 120; minutes++)
      calendarDayIn(
        at,
        `+${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
      );
    expect(calendarDayIn(at, 'europe/zurich')).toBe('2026-04-01');
    expect(calendarDayIn(at, '-01:00')).toBe('2026-03-31');
    expect(invoiceState(invoice, calendarDayIn(at, 'Europe/Zurich'))).toBe('overdue');
  });
  it('adds days across month ends', () => {
    expect(addCalendarDays('2026-01-30', 30)).toBe('2026-03-01');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('invoice and payment input', () => {
  const valid = {
    customerId: '4a1e2b7c-3d5f-4e6a-9b8c-1d2e3f4a5b6c',
    date: '2026-03-01',
    dueDate: '2026-03-31',
    lines: [{ type: 'item', quantity: 1, unitPrice: 10_000 }],
  };
  const codes = (result: {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  }) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('takes a valid invoice, without rate (the company’s) and sanitizes the header', () => {
    const parsed = invoiceInputSchema.parse({
      ...valid,
      header: '<p onclick="x">{{gender_welcome}}</p><script>1</script>',
    });
    expect(parsed).toMatchObject({ contractId: null, includeVat: false, vatRate: null, footer: null });
    expect(parsed.header).toBe('<p>{{gender_welcome}}</p>');
  });
  it('refuses a due date before the date, no lines, and a discount below zero', () => {
    expect(codes(invoiceInputSchema.safeParse({ ...valid, dueDate: '2026-02-28' }))).toEqual([
      ['dueDate', 'error_field_invalid'],
    ]);
    expect(codes(invoiceInputSchema.safeParse({ ...valid, lines: [] }))).toEqual([
      ['lines', 'error_field_required'],
    ]);
    expect(
      codes(
        invoiceInputSchema.safeParse({
          ...valid,
          lines: [...valid.lines, { type: 'discount', amount: 10_001 }],
        }),
      ),
    ).toEqual([['lines.1.amount', 'error_field_invalid']]);
  });
  it('refuses a payment of zero or less with the catalogue’s code, and an unknown method', () => {
    const payment = { amount: 5_000, method: 'BANK', date: '2026-03-05', idempotencyKey: 'form-1234-abcd' };
    expect(paymentInputSchema.parse(payment)).toMatchObject({ notes: null, notifyCustomer: false });
    expect(codes(paymentInputSchema.safeParse({ ...payment, amount: 0 }))).toEqual([
      ['amount', 'error_amount_not_positive'],
    ]);
    expect(codes(paymentInputSchema.safeParse({ ...payment, amount: -5 }))).toEqual([
      ['amount', 'error_amount_not_positive'],
    ]);
    expect(codes(paymentInputSchema.safeParse({ ...payment, method: 'CARD' }))).toEqual([
      ['method', 'error_field_required'],
    ]);
  });
});
