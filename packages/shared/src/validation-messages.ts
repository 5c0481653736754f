// The exact user-facing validation texts of spec section 5, in one place for schemas and forms.

import { asMessage, englishText, msg, tk, type Text } from './i18n/messages.ts';
export const EXPENSE_VALIDATION = {
  itemRequired: tk('Please enter an expense item.'),
  amountPositive: tk('Amount must be greater than 0.'),
  bankAccountRequired: tk('Select a bank account for this expense.'),
  noBankAccounts: tk('Add a bank account in Settings before saving.'),
  bankAccountUnavailable: tk('Selected bank account is unavailable. Please choose another.'),
} as const;

export const REPORT_VALIDATION = {
  date: tk('Please select a date.'),
  range: tk('Please select start and end dates.'),
  rangeOrder: tk('Start date must be before end date.'),
  yearMonth: tk('Please select year and month.'),
  customer: tk('Please select a customer.'),
  asOfDate: tk('Please select As Of date.'),
  bankAccount: tk('Please select a bank account.'),
  unsupported: tk('Unsupported report type.'),
} as const;

export const INSIGHT_VALIDATION = {
  range: tk('Select start and end dates.'),
  asOfDate: tk('Select As Of date.'),
  yearMonth: tk('Enter valid year and month (1-12).'),
} as const;

export const ID_VALIDATION = {
  paymentId: tk('Invalid payment id'),
  transactionId: tk('Invalid transaction id'),
  bankAccountId: tk('Invalid bank account id'),
  customerIdRequired: tk('Customer id is required.'),
  exactlyOneUploadTarget: tk('Exactly one of transactionId or expenseId must be provided.'),
} as const;

export const CUSTOMER_VALIDATION = {
  nameLength: tk('Name must be between 2 and 250 characters.'),
  nameTaken: tk('A customer with this name already exists.'),
  phoneLength: tk('Phone number must be 20 characters or less.'),
  addressLength: tk('Address must be 500 characters or less.'),
  emailLength: tk('Email must be 256 characters or fewer.'),
  emailFormat: tk('Email format looks invalid.'),
  emailInvalid: tk('Enter a valid email address.'),
  gstinLength: tk('GSTIN must be exactly 15 characters.'),
  gstinFormat: tk('GSTIN format is invalid.'),
  panLength: tk('PAN must be exactly 10 characters.'),
  panFormat: tk('PAN format is invalid.'),
  cashNotEditable: tk('Default cash customer cannot be edited.'),
  selectToUpdate: tk('Select a customer to update.'),
} as const;

export const BANK_ACCOUNT_VALIDATION = {
  bankName: tk('Bank name is required.'),
  accountName: tk('Account name is required.'),
  accountNumber: tk('Account number is required.'),
} as const;

export const INVOICE_VALIDATION = {
  paymentNeedsCustomer: tk('Please select a customer before saving a payment.'),
  nothingToSave: tk('Nothing to save'),
  bankAccountRequired: tk('Select a bank account for this bank transaction.'),
  noBankAccounts: tk('Add a bank account in Settings before saving.'),
  remarkRequired: tk('Remark is required when Bank/CC/UPI is checked.'),
  openingBalanceCustomer: tk('Select a customer (other than Cash) to use Opening Balance.'),
  openingBalanceCash: tk('Opening Balance cannot be used for cash customers.'),
  /** An opening balance is a document of its own, never part of a sale or purchase. */
  openingBalanceMixed: tk(
    'An opening balance is not a sale or purchase: save the Opening Balance line on a bill of its own, without other items.',
  ),
  openingBalanceKindChange: tk(
    'A saved bill cannot become an opening balance, nor an opening balance a bill. Delete it and enter it again.',
  ),
  lineMissing: (n: number, missing: readonly string[]) =>
    englishText(INVOICE_LINE_TEXTS.lineMissing(n, missing)),
  payingLess: tk('The customer is paying less than the billed amount in this invoice. Continue?'),
  payingMore: tk('The customer is paying more than the billed amount in this invoice. Continue?'),
  sendOnlyInvoices: tk('Save & Send is only available for invoices.'),
  phoneInvalid: tk('Enter a valid phone number with country code.'),
  /** Sane limits of a bill line (line-limits.ts): a barcode scanned into Quantity, say. */
  quantityTooLarge: tk('Quantity can be at most 99,99,999.999.'),
  rateTooLarge: tk('Rate can be at most ₹99,99,99,999.99.'),
  lineAmountTooLarge: tk('Quantity × rate can be at most ₹9,99,99,99,999.99.'),
  lineProblem: (n: number, message: string) =>
    englishText(INVOICE_LINE_TEXTS.lineProblem(n, message)),
} as const;

/** INVOICE_VALIDATION's texts with values, as raised: Messages (a line's problem translated). */
export const INVOICE_LINE_TEXTS = {
  lineMissing: (n: number, missing: readonly string[]) =>
    msg('Line item {{n}} is missing: {{missing}}', { n, missing: missing.join(', ') }),
  lineProblem: (n: number, message: Text) =>
    msg('Line item {{n}}: {{message}}', { n, message: asMessage(message) }),
} as const;

export const TAX_VALIDATION = {
  name: tk('Please enter tax name.'),
  type: tk('Please select tax type.'),
  rate: tk('Please enter a valid rate.'),
  groupName: tk('Please enter group name.'),
  selectTax: tk('Select a tax to add.'),
  selectGroupFirst: tk('Select a tax group first'),
} as const;

export const ITEM_VALIDATION = {
  name: tk('Please enter item name.'),
  specialNotEditable: tk('Opening Balance, Round Off, and Discount items cannot be edited.'),
} as const;

export const NUMBER_FORMAT_VALIDATION = {
  empty: tk('Enter a format like INV-{0000}.'),
  noPlaceholder: tk('Must include a number placeholder like {0000}.'),
  multiplePlaceholders: tk('Only one number placeholder is allowed.'),
  unmatchedBraces: tk('Unmatched braces found. Use exactly one {000..} placeholder.'),
} as const;

export const INVITE_VALIDATION = {
  email: tk('Please enter a valid email.'),
  role: tk('Please enter a valid role (min 2 chars).'),
  invalidLink: tk('Invalid invitation link.'),
  passwordsDoNotMatch: tk('Passwords do not match.'),
} as const;

export const REGISTRATION_VALIDATION = {
  companyName: tk('Company name must be at least 2 characters.'),
  companyCode: tk('Company code must be at least 2 characters.'),
  companyCodeChars: tk('Company code may contain only letters, digits and hyphens.'),
  gstin: tk('Enter a valid 15-character GSTIN in the standard Indian format.'),
  passwordsDoNotMatch: tk('Passwords do not match.'),
  password: tk('Password must be at least 8 characters and contain a letter and a digit.'),
  passwordRequired: tk('Please enter your password.'),
} as const;
