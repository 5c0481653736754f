// The exact user-facing validation texts of spec section 5, in one place for schemas and forms.

export const EXPENSE_VALIDATION = {
  itemRequired: 'Please enter an expense item.',
  amountPositive: 'Amount must be greater than 0.',
  bankAccountRequired: 'Select a bank account for this expense.',
  noBankAccounts: 'Add a bank account in Settings before saving.',
  bankAccountUnavailable: 'Selected bank account is unavailable. Please choose another.',
} as const;

export const REPORT_VALIDATION = {
  date: 'Please select a date.',
  range: 'Please select start and end dates.',
  rangeOrder: 'Start date must be before end date.',
  yearMonth: 'Please select year and month.',
  customer: 'Please select a customer.',
  asOfDate: 'Please select As Of date.',
  bankAccount: 'Please select a bank account.',
  unsupported: 'Unsupported report type.',
} as const;

export const INSIGHT_VALIDATION = {
  range: 'Select start and end dates.',
  asOfDate: 'Select As Of date.',
  yearMonth: 'Enter valid year and month (1-12).',
} as const;

export const ID_VALIDATION = {
  paymentId: 'Invalid payment id',
  transactionId: 'Invalid transaction id',
  bankAccountId: 'Invalid bank account id',
  customerIdRequired: 'Customer id is required.',
  exactlyOneUploadTarget: 'Exactly one of transactionId or expenseId must be provided.',
} as const;

export const CUSTOMER_VALIDATION = {
  nameLength: 'Name must be between 2 and 250 characters.',
  nameTaken: 'A customer with this name already exists.',
  phoneLength: 'Phone number must be 20 characters or less.',
  addressLength: 'Address must be 500 characters or less.',
  emailLength: 'Email must be 256 characters or fewer.',
  emailFormat: 'Email format looks invalid.',
  emailInvalid: 'Enter a valid email address.',
  gstinLength: 'GSTIN must be exactly 15 characters.',
  gstinFormat: 'GSTIN format is invalid.',
  panLength: 'PAN must be exactly 10 characters.',
  panFormat: 'PAN format is invalid.',
  cashNotEditable: 'Default cash customer cannot be edited.',
  selectToUpdate: 'Select a customer to update.',
} as const;

export const BANK_ACCOUNT_VALIDATION = {
  bankName: 'Bank name is required.',
  accountName: 'Account name is required.',
  accountNumber: 'Account number is required.',
} as const;

export const INVOICE_VALIDATION = {
  paymentNeedsCustomer: 'Please select a customer before saving a payment.',
  nothingToSave: 'Nothing to save',
  bankAccountRequired: 'Select a bank account for this bank transaction.',
  noBankAccounts: 'Add a bank account in Settings before saving.',
  remarkRequired: 'Remark is required when Bank/CC/UPI is checked.',
  openingBalanceCustomer: 'Select a customer (other than Cash) to use Opening Balance.',
  openingBalanceCash: 'Opening Balance cannot be used for cash customers.',
  /** An opening balance is a document of its own, never part of a sale or purchase. */
  openingBalanceMixed:
    'An opening balance is not a sale or purchase: save the Opening Balance line on a bill of its own, without other items.',
  openingBalanceKindChange:
    'A saved bill cannot become an opening balance, nor an opening balance a bill. Delete it and enter it again.',
  lineMissing: (n: number, missing: readonly string[]) =>
    `Line item ${n} is missing: ${missing.join(', ')}`,
  payingLess: 'The customer is paying less than the billed amount in this invoice. Continue?',
  payingMore: 'The customer is paying more than the billed amount in this invoice. Continue?',
  sendOnlyInvoices: 'Save & Send is only available for invoices.',
  phoneInvalid: 'Enter a valid phone number with country code.',
  /** Sane limits of a bill line (line-limits.ts): a barcode scanned into Quantity, say. */
  quantityTooLarge: 'Quantity can be at most 99,99,999.999.',
  rateTooLarge: 'Rate can be at most ₹99,99,99,999.99.',
  lineAmountTooLarge: 'Quantity × rate can be at most ₹9,99,99,99,999.99.',
  lineProblem: (n: number, message: string) => `Line item ${n}: ${message}`,
} as const;

export const TAX_VALIDATION = {
  name: 'Please enter tax name.',
  type: 'Please select tax type.',
  rate: 'Please enter a valid rate.',
  groupName: 'Please enter group name.',
  selectTax: 'Select a tax to add.',
  selectGroupFirst: 'Select a tax group first',
} as const;

export const ITEM_VALIDATION = {
  name: 'Please enter item name.',
  specialNotEditable: 'Opening Balance, Round Off, and Discount items cannot be edited.',
} as const;

export const NUMBER_FORMAT_VALIDATION = {
  empty: 'Enter a format like INV-{0000}.',
  noPlaceholder: 'Must include a number placeholder like {0000}.',
  multiplePlaceholders: 'Only one number placeholder is allowed.',
  unmatchedBraces: 'Unmatched braces found. Use exactly one {000..} placeholder.',
} as const;

export const INVITE_VALIDATION = {
  email: 'Please enter a valid email.',
  role: 'Please enter a valid role (min 2 chars).',
  invalidLink: 'Invalid invitation link.',
  passwordsDoNotMatch: 'Passwords do not match.',
} as const;

export const REGISTRATION_VALIDATION = {
  companyName: 'Company name must be at least 2 characters.',
  companyCode: 'Company code must be at least 2 characters.',
  companyCodeChars: 'Company code may contain only letters, digits and hyphens.',
  gstin: 'Enter a valid 15-character GSTIN in the standard Indian format.',
  passwordsDoNotMatch: 'Passwords do not match.',
  password: 'Password must be at least 8 characters and contain a letter and a digit.',
  passwordRequired: 'Please enter your password.',
} as const;
