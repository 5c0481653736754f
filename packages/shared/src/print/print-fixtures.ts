// Test data of the print model's tests (shared and web): a company in Pune and a sale of one bag
// of rice to a buyer in Karnataka, ₹500 of ₹1,180 paid by bank.
import { REGULAR_SUPPLY } from '../gst/supply.ts';
import type { PrintBill, PrintCompany } from './print-document.ts';

export const PRINT_TEST_COMPANY: PrintCompany = {
  name: 'Sharma Traders',
  address: 'Shop 4, FC Road, Pune',
  phone: null,
  email: null,
  gstin: '27AAPFU0939F1ZV',
  pan: null,
  stateCode: '27',
  gstScheme: 'regular',
  invoicePrintMode: 0,
  upiId: null,
  upiPayeeName: null,
  lutReference: 'AD270326000123X',
};

export const PRINT_TEST_BANKS = [
  {
    id: 4,
    bankName: 'HDFC Bank',
    accountName: 'Shop',
    accountNumber: '123',
    branchName: null,
    bankCode: null,
  },
];

const RAVI = {
  id: 2,
  name: 'Ravi Kumar',
  phone: '9876543210',
  address: 'Bengaluru',
  email: null,
  gstin: '29AABCR1718E1ZL',
  pan: null,
  stateCode: '29',
  isDefaultCash: false,
  balance: 1180,
};

export const PRINT_TEST_SALE: PrintBill = {
  id: 7,
  kind: 'sale',
  isPurchase: false,
  number: 'INV-0007',
  version: 1,
  transactionDate: '2025-10-01',
  customerId: RAVI.id,
  customerName: RAVI.name,
  customer: RAVI,
  projectId: null,
  remark: 'Thanks',
  supplierInvoiceNumber: null,
  supplierInvoiceDate: null,
  ...REGULAR_SUPPLY,
  placeOfSupply: '29',
  traceabilityEnabled: false,
  bankAccountId: 4,
  lineItems: [
    {
      id: 1,
      itemId: 10,
      itemName: 'Basmati Rice',
      quantity: 1,
      rate: 1180,
      unitId: 1,
      unitName: 'Bag',
      lotSerialNumber: null,
      hsnSacCode: '1006',
      specialKind: null,
      amount: 1180,
      taxableAmount: 1123.81,
      taxAmount: 56.19,
      taxes: [
        { taxId: 2, taxType: 'GST', component: 'IGST', name: 'GST 5%', rate: 5, amount: 56.19 },
      ],
    },
  ],
  payments: [
    {
      id: 3,
      amount: 500,
      isBankTransaction: true,
      bankAccountId: 4,
      isPaymentMade: false,
      remark: null,
    },
  ],
  totals: {
    amount: 1180,
    taxable: 1123.81,
    tax: 56.19,
    reverseChargeTax: 0,
    paid: 500,
    pending: 680,
    taxSummary: [{ component: 'IGST', rate: 5, taxable: 1123.81, amount: 56.19 }],
  },
};

/** The sale as an export under LUT, shipped from Bhiwandi to Jebel Ali (issue 36). */
export const PRINT_TEST_EXPORT: PrintBill = {
  ...PRINT_TEST_SALE,
  number: 'INV-0008',
  supplyType: 'export_under_lut',
  placeOfSupply: '96',
  customer: { ...RAVI, name: 'Gulf Imports LLC', gstin: null, stateCode: '96', address: 'Dubai' },
  shipTo: {
    name: 'Gulf Imports LLC',
    gstin: null,
    address: 'Jebel Ali Free Zone',
    place: 'Dubai',
    pin: null,
    stateCode: '96',
  },
  dispatchFrom: {
    name: 'Bhiwandi godown',
    gstin: null,
    address: 'Gala 12, Bhiwandi',
    place: null,
    pin: '421302',
    stateCode: '27',
  },
  exportDetails: {
    shippingBillNumber: '4455667',
    shippingBillDate: '2025-10-03',
    portCode: 'INNSA1',
    currency: 'USD',
    country: 'AE',
  },
  lineItems: PRINT_TEST_SALE.lineItems.map((l) => ({
    ...l,
    taxableAmount: 1180,
    taxAmount: 0,
    taxes: l.taxes.map((t) => ({ ...t, amount: 0 })),
  })),
  totals: {
    ...PRINT_TEST_SALE.totals,
    tax: 0,
    taxable: 1180,
    taxSummary: [{ component: 'IGST', rate: 5, taxable: 1180, amount: 0 }],
  },
};
