import { describe, expect, it } from 'vitest';
import {
  paymentIdParamsSchema,
  paymentSchema,
  transactionIdParamsSchema,
  transactionSchema,
} from './transaction.ts';
import { errorsOf } from './test-helpers.ts';

const line = { itemId: 4, quantity: '2', rate: '590.00', unitId: 1 };
const sale = { customerId: 1, transactionDate: '2025-06-15', lineItems: [line] };

describe('transactionSchema', () => {
  it('parses a sale with defaults', () => {
    const t = transactionSchema.parse({ ...sale, payments: [{ amount: 1180 }] });
    expect(t.lineItems[0]).toMatchObject({
      itemId: 4,
      quantity: 2,
      rate: 590,
      unitId: 1,
      itemName: null,
    });
    expect(t.payments[0]).toEqual({
      id: null,
      amount: 1180,
      isBankTransaction: false,
      bankAccountId: null,
      isPaymentMade: false,
    });
    expect(t).toMatchObject({
      isPurchase: false,
      updateItems: false,
      remark: null,
      bankAccountId: null,
    });
  });

  it('allows negative quantities (a negative rate is sent that way) and new items/units by name', () => {
    const t = transactionSchema.parse({
      ...sale,
      lineItems: [{ itemName: 'Round Off', quantity: -1, rate: 0.4, unitName: 'No' }],
    });
    expect(t.lineItems[0]?.quantity).toBe(-1);
  });

  it('names what each started line is missing', () => {
    const errors = errorsOf(transactionSchema, {
      ...sale,
      lineItems: [line, { itemId: 4, rate: 10 }, { quantity: 1 }],
    });
    expect(errors['lineItems.1']).toBe('Line item 2 is missing: quantity, unit');
    expect(errors['lineItems.2']).toBe('Line item 3 is missing: item, rate, unit');
    expect(errors['lineItems.0']).toBeUndefined();
  });

  it('refuses a scanned barcode as a quantity, and a line beyond ₹1,000 crore, on the field', () => {
    const errors = errorsOf(transactionSchema, {
      ...sale,
      lineItems: [
        { ...line, quantity: '8901234567890' },
        { ...line, quantity: 2, rate: '100000000000' },
        { ...line, quantity: 11, rate: '999999999.99' },
        { ...line, quantity: 10, rate: '999999999.99' },
      ],
    });
    expect(errors['lineItems.0.quantity']).toBe(
      'Line item 1: Quantity can be at most 99,99,999.999.',
    );
    expect(errors['lineItems.1.rate']).toBe('Line item 2: Rate can be at most ₹99,99,99,999.99.');
    expect(errors['lineItems.2.quantity']).toBe(
      'Line item 3: Quantity × rate can be at most ₹9,99,99,99,999.99.',
    );
    expect(Object.keys(errors).filter((k) => k.startsWith('lineItems.3'))).toEqual([]);
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ lineItems: [], payments: [] }, 'lineItems', 'Nothing to save'],
    [
      { payments: [{ amount: 100, isBankTransaction: true }], remark: 'NEFT' },
      'payments.0.bankAccountId',
      'Select a bank account for this bank transaction.',
    ],
    [
      { payments: [{ amount: 100, isBankTransaction: true, bankAccountId: 2 }] },
      'remark',
      'Remark is required when Bank/CC/UPI is checked.',
    ],
    [{ payments: [{ amount: 0 }] }, 'payments.0.amount', 'Payment amount must be greater than 0.'],
    [{ customerId: 0 }, 'customerName', 'Name must be between 2 and 250 characters.'],
    [
      { lineItems: [{ ...line, rate: 1.005 }] },
      'lineItems.0.rate',
      'Enter an amount with at most 2 decimals.',
    ],
  ])('%o → %s', (patch, path, message) => {
    expect(errorsOf(transactionSchema, { ...sale, ...patch })[path]).toBe(message);
  });

  it('a bank payment may use the transaction bank account', () => {
    const t = {
      ...sale,
      bankAccountId: 2,
      remark: 'UPI',
      payments: [{ amount: 100, isBankTransaction: 'true' }],
    };
    expect(transactionSchema.safeParse(t).success).toBe(true);
  });
});

describe('paymentSchema', () => {
  const ok = { customerId: 3, transactionDate: '2025-06-15', amount: 500 };

  it('parses a payment received', () => {
    expect(paymentSchema.parse(ok)).toMatchObject({
      customerId: 3,
      amount: 500,
      isPaymentMade: false,
    });
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ customerId: undefined }, 'customerId', 'Please select a customer before saving a payment.'],
    [{ customerId: 0 }, 'customerId', 'Please select a customer before saving a payment.'],
    [
      { isBankTransaction: true, remark: 'x' },
      'bankAccountId',
      'Select a bank account for this bank transaction.',
    ],
    [
      { isBankTransaction: true, bankAccountId: 1 },
      'remark',
      'Remark is required when Bank/CC/UPI is checked.',
    ],
  ])('%o → %s', (patch, path, message) => {
    expect(errorsOf(paymentSchema, { ...ok, ...patch })[path]).toBe(message);
  });

  it('id parameters carry the spec messages', () => {
    expect(errorsOf(paymentIdParamsSchema, { id: '0' })['id']).toBe('Invalid payment id');
    expect(errorsOf(transactionIdParamsSchema, { id: 'abc' })['id']).toBe('Invalid transaction id');
    expect(transactionIdParamsSchema.parse({ id: '12' })).toEqual({ id: 12 });
  });
});
