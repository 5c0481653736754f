// Test data shared by the invoice model and screen tests.
import type { CompanyProfile } from '../api/company-settings.ts';
import { REGULAR_SUPPLY } from '@hisaab/shared/gst/supply';
import type { TransactionView } from '../api/transaction.ts';
import type { CustomerOption, ItemOption } from '../api/autocomplete-data.ts';
import { emptyLine, type BillLine } from './bill.ts';

export const CASH: CustomerOption = {
  id: 1,
  name: 'Cash',
  phone: null,
  address: null,
  email: null,
  gstin: null,
  pan: null,
  stateCode: null,
  isDefaultCash: true,
  balance: 0,
};
export const RAVI: CustomerOption = {
  id: 2,
  name: 'Ravi Kumar',
  phone: '9876543210',
  address: 'Bengaluru',
  email: null,
  gstin: '29AABCR1718E1ZL',
  pan: null,
  stateCode: '29',
  isDefaultCash: false,
  balance: 150,
};
export const LOCAL: CustomerOption = {
  ...RAVI,
  id: 3,
  name: 'Pune Stores',
  gstin: null,
  stateCode: '27',
  balance: 0,
};

const gst = (rate: number) => [
  {
    taxId: rate,
    name: `GST ${rate}%`,
    taxType: 'GST' as const,
    rate,
    isCompound: false,
    effectiveFrom: null,
    effectiveTo: null,
    priority: 1,
  },
];

export const RICE: ItemOption = {
  id: 10,
  name: 'Basmati Rice',
  unitId: 1,
  unitName: 'Bag',
  rate: 1180,
  buyRate: 900,
  hsnSacCode: '1006',
  taxGroupId: 5,
  taxGroupName: 'GST 5%',
  specialKind: null,
  stock: 4,
  taxes: gst(5),
};
export const BOTTLE: ItemOption = {
  id: 11,
  name: 'Steel Bottle',
  unitId: 2,
  unitName: 'Pcs',
  rate: 100,
  buyRate: 60,
  hsnSacCode: '7323',
  taxGroupId: 18,
  taxGroupName: 'GST 18%',
  specialKind: null,
  stock: 50,
  taxes: gst(18),
};
export const ROUND_OFF: ItemOption = {
  id: 12,
  name: 'Round Off',
  unitId: 3,
  unitName: 'No',
  rate: 0,
  buyRate: 0,
  hsnSacCode: null,
  taxGroupId: null,
  taxGroupName: null,
  specialKind: 'round_off',
  stock: 0,
  taxes: [],
};
export const DISCOUNT: ItemOption = {
  ...ROUND_OFF,
  id: 13,
  name: 'Discount',
  specialKind: 'discount',
};

export function line(
  item: ItemOption | null,
  quantity: string,
  rate: string,
  extra: Partial<BillLine> = {},
): BillLine {
  return {
    ...emptyLine(),
    itemId: item?.id ?? null,
    itemName: item?.name ?? '',
    specialKind: item?.specialKind ?? null,
    quantity,
    rate,
    unitId: item?.unitId ?? null,
    unitName: item?.unitName ?? '',
    ...extra,
  };
}

/** The company of the print tests: Pune, Maharashtra (27). */
export const PRINT_COMPANY: CompanyProfile = {
  name: 'Sharma Traders',
  address: 'Shop 4, FC Road, Pune',
  phone: null,
  email: null,
  website: null,
  gstin: '27AAPFU0939F1ZV',
  pan: null,
  stateCode: '27',
  gstScheme: 'regular',
};

/** A saved sale of one bag of rice to RAVI (Karnataka, IGST), ₹500 of ₹1,180 paid by bank. */
export const PRINT_SALE: TransactionView = {
  id: 7,
  kind: 'sale',
  isPurchase: false,
  number: 'INV-0007',
  version: 1,
  transactionDate: '2025-10-01',
  customerId: RAVI.id,
  customerName: RAVI.name,
  customer: { ...RAVI, balance: 1180 },
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
      itemId: RICE.id,
      itemName: RICE.name,
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
