import { describe, expect, it } from 'vitest';
import * as V from './validation-messages.ts';

// Every fixed text of spec section 5, copied from the spec.
const SPEC_SECTION_5 = [
  'Please enter an expense item.',
  'Amount must be greater than 0.',
  'Select a bank account for this expense.',
  'Add a bank account in Settings before saving.',
  'Selected bank account is unavailable. Please choose another.',
  'Please select a date.',
  'Please select start and end dates.',
  'Start date must be before end date.',
  'Please select year and month.',
  'Please select a customer.',
  'Please select As Of date.',
  'Please select a bank account.',
  'Unsupported report type.',
  'Select start and end dates.',
  'Select As Of date.',
  'Enter valid year and month (1-12).',
  'Invalid payment id',
  'Invalid transaction id',
  'Invalid bank account id',
  'Customer id is required.',
  'Exactly one of transactionId or expenseId must be provided.',
  'Name must be between 2 and 250 characters.',
  'A customer with this name already exists.',
  'Phone number must be 20 characters or less.',
  'Email must be 256 characters or fewer.',
  'Email format looks invalid.',
  'Enter a valid email address.',
  'GSTIN must be exactly 15 characters.',
  'GSTIN format is invalid.',
  'PAN must be exactly 10 characters.',
  'PAN format is invalid.',
  'Default cash customer cannot be edited.',
  'Select a customer to update.',
  'Bank name is required.',
  'Account name is required.',
  'Account number is required.',
  'Please select a customer before saving a payment.',
  'Nothing to save',
  'Select a bank account for this bank transaction.',
  'Remark is required when Bank/CC/UPI is checked.',
  'Select a customer (other than Cash) to use Opening Balance.',
  'Opening Balance cannot be used for cash customers.',
  'The customer is paying less than the billed amount in this invoice. Continue?',
  'Save & Send is only available for invoices.',
  'Enter a valid phone number with country code.',
  'Please enter tax name.',
  'Please select tax type.',
  'Please enter a valid rate.',
  'Please enter group name.',
  'Select a tax to add.',
  'Opening Balance, Round Off, and Discount items cannot be edited.',
  'Please enter item name.',
  'Select a tax group first',
  'Enter a format like INV-{0000}.',
  'Must include a number placeholder like {0000}.',
  'Only one number placeholder is allowed.',
  'Unmatched braces found. Use exactly one {000..} placeholder.',
  'Please enter a valid email.',
  'Please enter a valid role (min 2 chars).',
  'Invalid invitation link.',
  'Passwords do not match.',
  'Enter a valid 15-character GSTIN in the standard Indian format.',
];

const allTexts = new Set(
  Object.values(V).flatMap((group) => Object.values(group).filter((v) => typeof v === 'string')),
);

describe('spec section 5 messages', () => {
  it.each(SPEC_SECTION_5)('%j is exported verbatim', (text) => {
    expect(allTexts.has(text)).toBe(true);
  });

  it('builds the line-item and paying-more texts', () => {
    expect(V.INVOICE_VALIDATION.lineMissing(2, ['item', 'rate'])).toBe(
      'Line item 2 is missing: item, rate',
    );
    expect(V.INVOICE_VALIDATION.payingMore).toBe(
      'The customer is paying more than the billed amount in this invoice. Continue?',
    );
  });
});
