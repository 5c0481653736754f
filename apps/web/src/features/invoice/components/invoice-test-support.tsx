// Mocks shared by the invoice screen's component tests: lookups, settings, a saved bill, and
// the screen rendered between the dashboard and the estimates list.
import { Route, Routes } from 'react-router';
import { REGULAR_SUPPLY } from '@hisaab/shared/gst/supply';
import type { AutocompleteReply } from '@hisaab/shared/replies/lookups';
import type { TransactionReply } from '@hisaab/shared/replies/transactions';
import { companySettingsReplyOf } from '../../../test/company-settings.ts';
import { json, mockFetch, signInAs, type Call } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { BOTTLE, CASH, RAVI, RICE, ROUND_OFF } from '../model/fixtures.ts';
import { InvoicePage } from './invoice-page.tsx';

export const LOOKUPS: AutocompleteReply = {
  customers: [CASH, RAVI],
  items: [RICE, BOTTLE, ROUND_OFF],
  projects: [],
  units: [
    { id: 1, name: 'Bag' },
    { id: 2, name: 'Pcs' },
    { id: 3, name: 'No' },
  ],
  bankAccounts: [
    {
      id: 4,
      bankName: 'HDFC Bank',
      accountName: 'Shop',
      accountNumber: '123',
      branchName: null,
      bankCode: null,
    },
  ],
  complete: true,
};
export const SETTINGS = companySettingsReplyOf({
  enableStockWarning: true,
  companyInfo: { name: 'Sharma Traders', gstin: '27AAPFU0939F1ZV', stateCode: '27' },
});
export const SAVED: TransactionReply = {
  id: 7,
  kind: 'sale',
  isPurchase: false,
  number: 'INV-0007',
  version: 1,
  transactionDate: '2025-10-01',
  createdAt: '2025-10-01T10:00:00.000Z',
  customerId: RAVI.id,
  customerName: RAVI.name,
  customer: RAVI,
  projectId: null,
  remark: null,
  supplierInvoiceNumber: null,
  supplierInvoiceDate: null,
  ...REGULAR_SUPPLY,
  placeOfSupply: '29',
  traceabilityEnabled: false,
  convertedTo: null,
  returnOf: null,
  bankAccountId: null,
  lineItems: [
    {
      id: 70,
      itemId: RICE.id,
      itemName: RICE.name,
      quantity: 1,
      rate: 1180,
      unitId: 1,
      unitName: 'Bag',
      lotSerialNumber: null,
      hsnSacCode: null,
      specialKind: null,
      amount: 1180,
      taxableAmount: 1123.81,
      taxAmount: 56.19,
      taxes: [],
    },
  ],
  payments: [],
  totals: {
    amount: 1180,
    taxable: 1123.81,
    tax: 56.19,
    reverseChargeTax: 0,
    paid: 0,
    pending: 1180,
    taxSummary: [],
  },
};

export function api(override: (call: Call) => Response | undefined = () => undefined) {
  return mockFetch((call) => {
    const custom = override(call);
    if (custom) return custom;
    const p = call.url.pathname;
    if (p === '/api/transactions/autocomplete') return json(200, LOOKUPS);
    if (p === '/api/companysettings') return json(200, SETTINGS);
    if (p.startsWith('/api/items/customer-rate/'))
      return json(200, [{ itemId: BOTTLE.id, rate: 95 }]);
    if (p === '/api/transactions/7' && call.method === 'GET') return json(200, SAVED);
    if (p === '/api/transactions' && call.method === 'POST') return json(201, SAVED);
    return undefined;
  });
}

export function renderInvoice(path: string, roles: string[] = ['Admin']) {
  signInAs(roles);
  return renderAt(
    path,
    <Routes>
      <Route path="/invoice/*" element={<InvoicePage />} />
      <Route path="/dashboard" element={<p>Dashboard screen</p>} />
      <Route path="/estimates" element={<p>Estimates screen</p>} />
    </Routes>,
  );
}
